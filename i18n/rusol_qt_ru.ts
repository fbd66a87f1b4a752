<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Where this game was lost cannot be told: its actions cannot all be played by this version of Russian Solitaire.</source>
        <translation>Нельзя сказать, где была проиграна эта партия: не все её действия можно сыграть в этой версии Russian Solitaire.</translation>
    </message>
    <message>
        <source>Looking at where the game was lost…</source>
        <translation>Ищем, где была проиграна партия…</translation>
    </message>
    <message>
        <source>Counting the chances…</source>
        <translation>Считаем шансы на победу…</translation>
    </message>
    <message>
        <source>This game was won.</source>
        <translation>Эта партия выиграна.</translation>
    </message>
    <message>
        <source>This deal could not be won from the start, whatever the play.</source>
        <translation>Этот расклад был нерешаем с самого начала, как ни играй.</translation>
    </message>
    <message numerus="yes">
        <source>This deal could not be won from the start, whatever the play; best possible: %n cards.</source>
        <translation>
            <numerusform>Этот расклад был нерешаем с самого начала, как ни играй; лучшее, что возможно: %n карта.</numerusform>
            <numerusform>Этот расклад был нерешаем с самого начала, как ни играй; лучшее, что возможно: %n карты.</numerusform>
            <numerusform>Этот расклад был нерешаем с самого начала, как ни играй; лучшее, что возможно: %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was left while it could still be won.</source>
        <translation>Партия брошена, когда её ещё можно было выиграть.</translation>
    </message>
    <message>
        <source>The solver could not decide in time where this game was lost.</source>
        <translation>Решатель не успел определить, где была проиграна эта партия.</translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; best from there: %n cards.</source>
        <translation>
            <numerusform>Расклад был решаем до действия %1; %2 его проиграл; лучшее, что возможно после него: %n карта.</numerusform>
            <numerusform>Расклад был решаем до действия %1; %2 его проиграл; лучшее, что возможно после него: %n карты.</numerusform>
            <numerusform>Расклад был решаем до действия %1; %2 его проиграл; лучшее, что возможно после него: %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n cards.</source>
        <translation>
            <numerusform>Расклад был решаем до действия %1; %2 его проиграл; лучшее, что нашёл решатель после него: %n карта.</numerusform>
            <numerusform>Расклад был решаем до действия %1; %2 его проиграл; лучшее, что нашёл решатель после него: %n карты.</numerusform>
            <numerusform>Расклад был решаем до действия %1; %2 его проиграл; лучшее, что нашёл решатель после него: %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>moving %1 to its foundation</source>
        <translation>ход «%1 на базу»</translation>
    </message>
    <message>
        <source>moving %1 back to column %2</source>
        <translation>ход «%1 обратно в столбец %2»</translation>
    </message>
    <message>
        <source>moving %1 to column %2</source>
        <translation>ход «%1 в столбец %2»</translation>
    </message>
    <message>
        <source>%1 (by a redo)</source>
        <translation>%1 (повтором хода)</translation>
    </message>
    <message>
        <source>Where the game was lost</source>
        <translation>Где была проиграна партия</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Russian Solitaire</source>
        <translation>Russian Solitaire</translation>
    </message>
    <message>
        <source>Your game history cannot be kept in %1. %2 You can play, but no game will be recorded, and a game left unfinished will not come back.</source>
        <extracomment>When the running copy takes later starts&apos; requests if its first frame has not come by then.</extracomment>
        <translation>Историю партий не удаётся хранить в %1. %2 Играть можно, но партии не будут записываться, а незаконченная партия не вернётся.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in %1. %2 Changes last until you quit.</source>
        <translation>Настройки не удаётся сохранить в %1. %2 Изменения действуют до выхода из игры.</translation>
    </message>
    <message>
        <source>Your settings file could not be read (it is damaged). It was kept as %1; the settings that could be read are used, the others are back to their defaults.</source>
        <translation>Не удалось прочитать файл настроек (он повреждён). Он сохранён как %1; настройки, которые удалось прочитать, используются, остальные возвращены к значениям по умолчанию.</translation>
    </message>
</context>
<context>
    <name>CardIndex</name>
    <message>
        <source>A</source>
        <extracomment>The letter in the corner of an Ace; keep each corner letter to one or two characters.</extracomment>
        <translation>Т</translation>
    </message>
    <message>
        <source>J</source>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <translation>К</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Двойка</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Четвёрка</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Пятёрка</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Девятка</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s full name: %1 is its rank (&quot;Queen&quot;), %2 its suit as said in a name (&quot;hearts&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>GameCommands</name>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>Restart This &amp;Deal</source>
        <translation>Начать расклад &amp;заново</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить ход</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Копировать код партии</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Клавиатура</translation>
    </message>
    <message>
        <source>&amp;About Russian Solitaire</source>
        <translation>&amp;О программе Russian Solitaire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Double-Click Places Cards</source>
        <translation>&amp;Двойной щелчок перекладывает карты</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>&amp;Подсветка мест</translation>
    </message>
    <message>
        <source>&amp;Interactive Rules</source>
        <translation>&amp;Интерактивные правила</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>&amp;Автоматическое размещение</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Панель инс&amp;трументов</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Код партии скопирован</translation>
    </message>
    <message>
        <source>Playing with the Keyboard</source>
        <translation>Игра с клавиатуры</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move from pile to pile; &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; move along the face-up cards of a column.&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the card in focus with every card on it; carry it with the arrows, and &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; again drops it there. &lt;b&gt;Escape&lt;/b&gt; puts it back.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; sends the last card of the column in focus to its foundation.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; shows a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Клавиатура&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Влево&lt;/b&gt; и &lt;b&gt;Вправо&lt;/b&gt; переходят от стопки к стопке; &lt;b&gt;Вверх&lt;/b&gt; и &lt;b&gt;Вниз&lt;/b&gt; — по открытым картам столбца.&lt;br&gt;&lt;b&gt;Пробел&lt;/b&gt; или &lt;b&gt;Enter&lt;/b&gt; берёт выбранную карту со всеми картами на ней; перенесите её стрелками, и &lt;b&gt;Пробел&lt;/b&gt; или &lt;b&gt;Enter&lt;/b&gt; ещё раз кладёт её туда. &lt;b&gt;Esc&lt;/b&gt; возвращает её на место.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; отправляет последнюю карту выбранного столбца на её базу.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; показывает подсказку.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>О программе Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;Пасьянс семейства «Юкон», в котором карты кладут в масть.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>It is built with Qt, PySide6 and Python, each under its own licence.</source>
        <translation>Игра создана с помощью Qt, PySide6 и Python, у каждого из которых своя лицензия.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Лицензии…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>О Qt</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Новая &amp;решаемая игра</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Deal a new game (%1)</source>
        <translation>Сдать новую партию (%1)</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning (%1)</source>
        <translation>Начать этот расклад сначала (%1)</translation>
    </message>
    <message>
        <source>Undo the last move (%1)</source>
        <translation>Отменить последний ход (%1)</translation>
    </message>
    <message>
        <source>Redo the move undone last (%1)</source>
        <translation>Повторить последний отменённый ход (%1)</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see (%1)</source>
        <translation>Предложить ход по картам, которые вы видите (%1)</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>Другие кнопки</translation>
    </message>
    <message>
        <source>The buttons that do not fit</source>
        <translation>Кнопки, которым не хватило места</translation>
    </message>
</context>
<context>
    <name>HintFeature</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see, with the chance to win</source>
        <translation>Предложить ход по картам, которые вы видите, и оценить шанс на победу</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Поиск хорошего хода…</translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Ни один ход не поможет: отмените ходы или начните новую игру.</translation>
    </message>
    <message>
        <source>Hint: %1. This game can be won from here.</source>
        <translation>Подсказка: %1. Эту партию можно выиграть отсюда.</translation>
    </message>
    <message>
        <source>This game cannot be won from here. Best move left: %1.</source>
        <translation>Эту партию нельзя выиграть отсюда. Лучший оставшийся ход: %1.</translation>
    </message>
    <message>
        <source>Hint: %1. Whether this game can still be won is not known.</source>
        <translation>Подсказка: %1. Неизвестно, можно ли ещё выиграть эту партию.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.</source>
        <translation>
            <numerusform>Подсказка: %1. Шанс на победу: около %2&#xa0;%; проверен %n вариант закрытых карт.</numerusform>
            <numerusform>Подсказка: %1. Шанс на победу: около %2&#xa0;%; проверено %n варианта закрытых карт.</numerusform>
            <numerusform>Подсказка: %1. Шанс на победу: около %2&#xa0;%; проверено %n вариантов закрытых карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 на базу</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 обратно в столбец %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 в столбец %2</translation>
    </message>
</context>
<context>
    <name>HistoryFeature</name>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was left as it is.</source>
        <translation>История партий записана более новой версией Russian Solitaire, которую эта версия прочитать не может. Она оставлена как есть.</translation>
    </message>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was kept as %1 and a new history was started.</source>
        <translation>История партий записана более новой версией Russian Solitaire, которую эта версия прочитать не может. Она сохранена как %1, начата новая история.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged). It was kept as %1 and a new history was started.</source>
        <translation>Не удалось прочитать историю партий (файл повреждён). Она сохранена как %1, начата новая история.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged).</source>
        <translation>Не удалось прочитать историю партий (файл повреждён).</translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %n games could still be read and were saved.</source>
        <translation>
            <numerusform>История партий была повреждена. Удалось прочитать и сохранить %n партию.</numerusform>
            <numerusform>История партий была повреждена. Удалось прочитать и сохранить %n партии.</numerusform>
            <numerusform>История партий была повреждена. Удалось прочитать и сохранить %n партий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %1 of %n games were saved.</source>
        <translation>
            <numerusform>История партий была повреждена. Сохранено %1 из %n партии.</numerusform>
            <numerusform>История партий была повреждена. Сохранено %1 из %n партий.</numerusform>
            <numerusform>История партий была повреждена. Сохранено %1 из %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged file was left as it is, because its folder cannot be written.</source>
        <translation>Повреждённый файл оставлен как есть, потому что в его папку нельзя записывать.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Повреждённый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>The folder %1, which keeps your history and your unfinished game, cannot be written. You can play and look at your history, but no game will be recorded, and the game on the table will not be kept when you quit. Nothing in the folder is changed.</source>
        <translation>В папку %1, где хранятся история и незаконченная партия, нельзя записывать. Играть и смотреть историю можно, но партии не будут записываться, а партия на столе не сохранится при выходе. В папке ничего не меняется.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved. %1</source>
        <translation>Текущую партию не удаётся сохранить. %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: the system does not let Russian Solitaire read its file. The file was left as it is; a new game was dealt.</source>
        <translation>Не удалось открыть незаконченную партию: система не разрешает Russian Solitaire читать её файл. Файл оставлен как есть; сдан новый расклад.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stands in its place is not a file. It was left as it is; a new game was dealt.</source>
        <translation>Не удалось открыть незаконченную партию: на её месте находится не файл. Он оставлен как есть; сдан новый расклад.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stood in its place was not a file. It was moved to %1; a new game was dealt.</source>
        <translation>Не удалось открыть незаконченную партию: на её месте находился не файл. Он перемещён в %1; сдан новый расклад.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. It was kept as %1; a new game was dealt.</source>
        <translation>Незаконченная партия сохранена более новой версией Russian Solitaire и не может быть продолжена здесь. Она сохранена как %1; сдан новый расклад.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). It was kept as %1; a new game was dealt.</source>
        <translation>Не удалось прочитать незаконченную партию (файл повреждён). Она сохранена как %1; сдан новый расклад.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged); a new game was dealt.</source>
        <translation>Не удалось прочитать незаконченную партию (файл повреждён); сдан новый расклад.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. The file was left as it is; a new game was dealt.</source>
        <translation>Незаконченная партия сохранена более новой версией Russian Solitaire и не может быть продолжена здесь. Файл оставлен как есть; сдан новый расклад.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). The file was left as it is; a new game was dealt.</source>
        <translation>Не удалось прочитать незаконченную партию (файл повреждён). Файл оставлен как есть; сдан новый расклад.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed could not be recorded then. They are now in your history.</source>
        <translation>
            <numerusform>%n партию, брошенную при последнем закрытии Russian Solitaire, тогда не удалось записать в историю. Теперь она там.</numerusform>
            <numerusform>%n партии, брошенные при последнем закрытии Russian Solitaire, тогда не удалось записать в историю. Теперь они там.</numerusform>
            <numerusform>%n партий, брошенных при последнем закрытии Russian Solitaire, тогда не удалось записать в историю. Теперь они там.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed cannot be recorded in your history yet. They are kept and will be recorded at a later start.</source>
        <translation>
            <numerusform>%n партию, брошенную при последнем закрытии Russian Solitaire, пока не удаётся записать в историю. Она сохранена и будет записана при одном из следующих запусков.</numerusform>
            <numerusform>%n партии, брошенные при последнем закрытии Russian Solitaire, пока не удаётся записать в историю. Они сохранены и будут записаны при одном из следующих запусков.</numerusform>
            <numerusform>%n партий, брошенных при последнем закрытии Russian Solitaire, пока не удаётся записать в историю. Они сохранены и будут записаны при одном из следующих запусков.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). The file was left as it is.</source>
        <translation>Не удалось прочитать партию, которая ждала записи в историю (файл повреждён). Файл оставлен как есть.</translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). It was kept as %1.</source>
        <translation>Не удалось прочитать партию, которая ждала записи в историю (файл повреждён). Она сохранена как %1.</translation>
    </message>
    <message>
        <source>Your game history cannot be used right now.</source>
        <translation>Историей партий сейчас нельзя воспользоваться.</translation>
    </message>
    <message>
        <source>The History &amp; Statistics window cannot open.</source>
        <translation>Окно «История и статистика» не удаётся открыть.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history, so it is missing from your statistics.</source>
        <translation>Партию %1 не удалось записать в историю, поэтому её нет в статистике.</translation>
    </message>
    <message>
        <source>The game %1 could not be saved for the next start.</source>
        <translation>Партию %1 не удалось сохранить до следующего запуска.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history.</source>
        <translation>Партию %1 не удалось записать в историю.</translation>
    </message>
    <message>
        <source>Nothing of it could be kept on disk.</source>
        <translation>Ничего из неё не удалось сохранить на диске.</translation>
    </message>
    <message numerus="yes">
        <source>Only the game as it was after %n move(s) could be kept on disk.</source>
        <translation>
            <numerusform>На диске удалось сохранить партию лишь такой, какой она была после %n хода.</numerusform>
            <numerusform>На диске удалось сохранить партию лишь такой, какой она была после %n ходов.</numerusform>
            <numerusform>На диске удалось сохранить партию лишь такой, какой она была после %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hi&amp;story &amp;&amp; Statistics…</source>
        <translation>&amp;История и статистика…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <extracomment>The table&apos;s columns, left to right.</extracomment>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Код партии</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Cards home</source>
        <translation>Карт на базах</translation>
    </message>
    <message>
        <source>The cards on the foundations when the game ended, of the most that perfect play brings home from its deal (the solver sees the face-down cards). … while the solver has yet to look at the deal; ? where it could not decide.</source>
        <extracomment>What the cards-home column shows where a count is not known: the deal is still to be solved, or the solver could not decide it (or an old game&apos;s moves do not replay). Lines read from the database at once, and how many such pages are kept. The role under which each line gives its :class:`Summary`.</extracomment>
        <translation>Карты на базах в конце партии из наибольшего числа, которое безупречная игра может собрать на базах в этом раскладе (решатель видит закрытые карты). «…» — решатель ещё не проверил расклад; «?» — не смог его решить.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Part of your game history cannot be shown.</source>
        <extracomment>While the solver works through the deals of recorded games: how many are left.</extracomment>
        <translation>Часть истории партий не удаётся показать.</translation>
    </message>
    <message numerus="yes">
        <source>Solver: %n deals to go</source>
        <translation>
            <numerusform>Решатель: остался %n расклад</numerusform>
            <numerusform>Решатель: осталось %n расклада</numerusform>
            <numerusform>Решатель: осталось %n раскладов</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver is working out, in the background, which deals of your games can be won and how far perfect play gets on the others. The figures on winnable deals grow as it goes.</source>
        <translation>Решатель в фоне выясняет, какие расклады ваших партий решаемы и как далеко безупречная игра заходит в остальных. Числа по решаемым раскладам растут по мере работы.</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded games could not be read (the history file holds values this version does not understand) and are left out.</source>
        <translation>
            <numerusform>%n записанную партию не удалось прочитать (в файле истории есть значения, которые эта версия не понимает), и она пропущена.</numerusform>
            <numerusform>%n записанные партии не удалось прочитать (в файле истории есть значения, которые эта версия не понимает), и они пропущены.</numerusform>
            <numerusform>%n записанных партий не удалось прочитать (в файле истории есть значения, которые эта версия не понимает), и они пропущены.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 из %Ln партии</numerusform>
            <numerusform>%1 из %Ln партий</numerusform>
            <numerusform>%1 из %Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>rusol-qt history %1.csv</source>
        <translation>история rusol-qt %1.csv</translation>
    </message>
    <message>
        <source>Your history can only be read: its folder cannot be written.</source>
        <translation>Историю можно только читать: в её папку нельзя записывать.</translation>
    </message>
    <message>
        <source>The game cannot be replayed.</source>
        <translation>Повтор партии показать не удаётся.</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Экспорт истории</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported.</source>
        <translation>Не удалось экспортировать историю.</translation>
    </message>
    <message>
        <source>The history could not be written to %1:
%2</source>
        <translation>Не удалось записать историю в %1:
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n games were exported to %1</source>
        <translation>
            <numerusform>%n партия экспортирована в %1</numerusform>
            <numerusform>%n партии экспортированы в %1</numerusform>
            <numerusform>%n партий экспортировано в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n recorded games and start the statistics again?</source>
        <translation>
            <numerusform>Удалить %n записанную партию и начать статистику заново?</numerusform>
            <numerusform>Удалить все %n записанные партии и начать статистику заново?</numerusform>
            <numerusform>Удалить все %n записанных партий и начать статистику заново?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their replays are deleted too. This cannot be undone; export the history first to keep a copy.</source>
        <translation>Их повторы тоже будут удалены. Это действие нельзя отменить; чтобы сохранить копию, сначала экспортируйте историю.</translation>
    </message>
    <message>
        <source>Delete All Games</source>
        <translation>Удалить все партии</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>Не удалось сбросить статистику.</translation>
    </message>
    <message>
        <source>History &amp; Statistics</source>
        <translation>История и статистика</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Re&amp;sult:</source>
        <translation>Р&amp;езультат:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Find a game code</source>
        <translation>Найти код партии</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Прошлые партии</translation>
    </message>
    <message>
        <source>Results of the latest games</source>
        <translation>Результаты последних партий</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>П&amp;овтор</translation>
    </message>
    <message>
        <source>Watch the chosen game again, move by move</source>
        <translation>Посмотреть выбранную партию заново, ход за ходом</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>Сыграть этот &amp;расклад снова</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>&amp;Копировать код</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <source>Reset S&amp;tatistics…</source>
        <translation>&amp;Сбросить статистику…</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Время:</translation>
    </message>
    <message>
        <source>The playing time of the whole recorded game</source>
        <translation>Время игры всей записанной партии</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Ходы:</translation>
    </message>
    <message>
        <source>The rule set of this game</source>
        <translation>Правила этой партии</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Партия:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the game code</source>
        <translation>Скопировать код партии</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Язык системы (%1)</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Лицензии</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Компоненты</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Текст лицензии</translation>
    </message>
    <message>
        <source>Russian Solitaire is free software under the MIT licence. It is built with the software below, each under its own licence; the game&apos;s packages and installers carry these texts.</source>
        <translation>Russian Solitaire — свободная программа под лицензией MIT. Она создана с помощью программ, перечисленных ниже, у каждой из которых своя лицензия; пакеты и установщики игры содержат эти тексты.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Russian Solitaire</source>
        <translation>Russian Solitaire</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Игровой стол. Стрелки перемещают фокус, пробел берёт и кладёт группу, F отправляет карту на базу, Escape возвращает группу на место.</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Начать расклад заново</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning?</source>
        <translation>Начать этот расклад заново с самого начала?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Начать заново</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Leave the game in progress for a new one?</source>
        <translation>Бросить текущую партию и начать новую?</translation>
    </message>
    <message>
        <source>Russian Solitaire was started again, asking for the game %1. Leave the game in progress for it?</source>
        <translation>Russian Solitaire запущен ещё раз и просит партию %1. Бросить текущую партию ради неё?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>The game in progress will be recorded as abandoned in the history.</source>
        <translation>Текущая партия будет записана в историю как брошенная.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Текущая партия будет потеряна.</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Deal %1 under the %2 rules.</source>
        <extracomment>What the typed code means, or why it cannot be read. Random deals only: the solver draws deals until it proves one winnable.</extracomment>
        <translation>Сдать %1 по правилам «%2».</translation>
    </message>
    <message>
        <source>Leave the code empty for a new random deal.</source>
        <translation>Оставьте код пустым, чтобы сдать новый случайный расклад.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>C&amp;lassic</source>
        <translation>&amp;Классические</translation>
    </message>
    <message>
        <source>&amp;Mixed suits</source>
        <translation>&amp;Любая масть</translation>
    </message>
    <message>
        <source>&amp;Game code (optional):</source>
        <translation>Код &amp;партии (необязательно):</translation>
    </message>
    <message>
        <source>RU1-C-ABCDEFG</source>
        <translation>RU1-C-ABCDEFG</translation>
    </message>
    <message>
        <source>Type or paste the code of a deal to play it again, or leave it empty.</source>
        <translation>Введите или вставьте код расклада, чтобы сыграть его снова, или оставьте поле пустым.</translation>
    </message>
    <message>
        <source>Only &amp;winnable deals</source>
        <translation>Только &amp;решаемые расклады</translation>
    </message>
    <message>
        <source>Deal only a game the solver has proved can be won (it knows every card).</source>
        <translation>Сдавать только расклады, которые решатель признал выигрышными (он знает все карты).</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Сдать</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Родительский каталог</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Перейти в родительский каталог</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Создать папку</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Создать новую папку</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Переключить в режим списка</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Подробный вид</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Переключить в подробный режим</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Боковая панель</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Места и закладки</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Имя файла:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 уже существует.
Заменить его?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Новая папка</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Новая папка</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Показать ск&amp;рытые файлы</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Недавние документы</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Каталог:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Каталоги</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Дата изменения</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Мой компьютер</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>От&amp;мена</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Закрыть без сохранения</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить действие</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить действие</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>В&amp;ставить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Показать подробности...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Скрыть подробности...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>Every language the app ships, by code, under the name its speakers call it. System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål far more easily than English. The English the app is written in. The pseudo-locale&apos;s name in Settings, in its own pseudo script: what the build&apos;s ``pseudo_translate(&quot;Pseudo-locale&quot;)`` (tools/linguist.py) makes of it, written out here because the installed app carries no build tools (tests/i18n/test_i18n.py checks that the two agree). Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text that bypasses translation by its missing brackets and accents). Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and no th): standard dialog buttons, the line edit&apos;s context menu, and Qt&apos;s own file dialog (the history export, where the platform offers no native one). Listing them here puts them in our .ts files; ours load before Qt&apos;s, so for de/fr/es/ru Qt&apos;s own wording still wins where Qt has one.</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Сохранить все</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Да для &amp;всех</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Н&amp;ет для всех</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Прервать</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>По умолчанию</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its game code “%1” cannot be read. The record may be damaged or come from another version of Russian Solitaire.</source>
        <translation>Эту партию нельзя воспроизвести: её код партии «%1» не читается. Запись, возможно, повреждена или сделана другой версией Russian Solitaire.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Повтор партии %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Действие %1 из %2</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause</source>
        <extracomment>Time between two actions when the replay plays by itself, in milliseconds.</extracomment>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>To the Deal</source>
        <translation>К раскладу</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Назад к раскладу (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>На одно действие назад (Влево)</translation>
    </message>
    <message>
        <source>Play the actions one after another (Space)</source>
        <translation>Воспроизвести действия одно за другим (Пробел)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>На одно действие вперёд (Вправо)</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>To the last action (End)</source>
        <translation>К последнему действию (End)</translation>
    </message>
    <message>
        <source>Close Replay</source>
        <translation>Закрыть повтор</translation>
    </message>
    <message>
        <source>Back to your game (Escape)</source>
        <translation>Вернуться к своей партии (Esc)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No games yet.</source>
        <extracomment>How many of the latest games the chart shows, and how many games the win rate looks back.</extracomment>
        <translation>Партий пока нет.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games; rolling win rate now %1%.</source>
        <translation>
            <numerusform>%n последняя партия; скользящая доля побед сейчас %1 %.</numerusform>
            <numerusform>%n последние партии; скользящая доля побед сейчас %1 %.</numerusform>
            <numerusform>%n последних партий; скользящая доля побед сейчас %1 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate, last %n games</source>
        <translation>
            <numerusform>Доля побед за %n последнюю партию</numerusform>
            <numerusform>Доля побед за %n последние партии</numerusform>
            <numerusform>Доля побед за %n последних партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation>График результатов</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>A face-down card cannot be moved</source>
        <extracomment>Rule -&gt; message; the rules missing here refuse silently (a group put back where it lay).</extracomment>
        <translation>Закрытую карту нельзя переместить</translation>
    </message>
    <message>
        <source>Same suit: a card goes only on a card of the same family, one rank higher</source>
        <translation>В масть: карту можно положить только на карту той же масти, старшую на одну ступень</translation>
    </message>
    <message>
        <source>Only a King can go on an empty column</source>
        <translation>На пустой столбец можно положить только короля</translation>
    </message>
    <message>
        <source>At most %1 cards can move at once</source>
        <translation>За один ход можно переместить не больше %1 карт</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation, one card at a time</source>
        <translation>На базу можно положить только последнюю карту столбца, по одной карте</translation>
    </message>
    <message>
        <source>Each foundation takes one suit only</source>
        <translation>Каждая база принимает только одну масть</translation>
    </message>
    <message>
        <source>A foundation is built up from the Ace, one rank at a time</source>
        <translation>База собирается от туза вверх, по одной ступени</translation>
    </message>
    <message>
        <source>A card taken from a foundation can only go back to a column</source>
        <translation>Карту, взятую с базы, можно вернуть только в столбец</translation>
    </message>
    <message>
        <source>Mixed suits: a card goes on any card exactly one rank higher</source>
        <extracomment>The rank rule reads differently under each rule set: in Classic it is part of &quot;Same suit&quot;.</extracomment>
        <translation>Любая масть: карту можно положить на любую карту ровно на одну ступень старше</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Правила Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up, of the &lt;b&gt;same suit&lt;/b&gt; and exactly one rank higher: the 7 of hearts goes on the 8 of hearts, never on the 8 of diamonds or a black 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Перекладывание.&lt;/b&gt; Любую открытую карту можно перенести вместе со всеми картами, лежащими на ней, по порядку или нет, на последнюю карту другого столбца, если та открыта, &lt;b&gt;той же масти&lt;/b&gt; и ровно на одно достоинство старше: семёрка червей ложится на восьмёрку червей, но никогда на восьмёрку бубен или чёрную восьмёрку. Подходить должна только нижняя карта группы.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up and exactly one rank higher, &lt;b&gt;whatever its suit&lt;/b&gt;: the 7 of hearts goes on any 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Перекладывание.&lt;/b&gt; Любую открытую карту можно перенести вместе со всеми картами, лежащими на ней, по порядку или нет, на последнюю карту другого столбца, если та открыта и ровно на одно достоинство старше, &lt;b&gt;любой масти&lt;/b&gt;: семёрка червей ложится на любую восьмёрку. Подходить должна только нижняя карта группы.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King. The game is won when all 52 cards are there. There is no stock: every card is dealt into the seven columns.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Соберите все четыре масти на базах, от туза до короля. Партия выиграна, когда все 52 карты лежат там. Колоды нет: все карты сдаются в семь столбцов.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Groups.&lt;/b&gt; At most %1 cards move at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Группы.&lt;/b&gt; Карт в переносимой группе — не больше %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Empty columns.&lt;/b&gt; Only a King, alone or with the cards on top of it, goes on an empty column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Пустые столбцы.&lt;/b&gt; На пустой столбец кладётся только король, один или вместе с картами, лежащими на нём.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Face-down cards&lt;/b&gt; turn up by themselves when they become the last card of their column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Закрытые карты&lt;/b&gt; открываются сами, когда становятся последней картой своего столбца.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Foundations.&lt;/b&gt; Each foundation takes one suit, from the Ace up to the King, one card at a time: the last card of a column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Базы.&lt;/b&gt; Каждая база принимает одну масть, от туза до короля, по одной карте: последнюю карту столбца.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Taking back.&lt;/b&gt; The top card of a foundation can be dragged back onto a column where it fits by the rules above (a King onto an empty column). No points are lost; put back on its foundation, it earns its points again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Возврат с базы.&lt;/b&gt; Верхнюю карту базы можно перетащить обратно на столбец, куда она подходит по правилам выше (короля — на пустой столбец). Очки при этом не теряются; положенная снова на базу, карта снова приносит свои очки.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Score.&lt;/b&gt; %1 points for each card put on a foundation, %2 for each face-down card turned up; moves between columns and taking back score nothing. The score starts at 0 and never goes below 0: a game won without taking cards back ends on %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Очки.&lt;/b&gt; За каждую карту, положенную на базу, — %1, за каждую перевёрнутую закрытую карту — %2; переносы между столбцами и возврат с базы очков не дают. Очки начинаются с 0 и никогда не опускаются ниже 0: партия, выигранная без возврата карт с баз, заканчивается с результатом %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Undo.&lt;/b&gt; The last %1 moves can be undone, and undone moves redone. Undo puts back the cards, which side faces up and the score; the move counter does not go down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Отмена.&lt;/b&gt; Отменить можно последние ходы (не больше %1), а отменённые — повторить. Отмена возвращает карты, их сторону и очки; счётчик ходов при этом не уменьшается.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rule set is chosen in the New Game window: Classic (a card goes only on the same suit) or Mixed suits (any suit). The game code keeps it: C for Classic, R for Mixed suits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Правила выбираются в окне «Новая игра»: «Классические» (карта кладётся только на ту же масть) или «Любая масть». Код партии хранит их: C — «Классические», R — «Любая масть».&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mouse.&lt;/b&gt; Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table; or drag it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Мышь.&lt;/b&gt; Щёлкните последнюю карту столбца, чтобы отправить её на базу; двойной щелчок по карте переносит её на лучшее место на столе; или перетащите её.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>The settings shown as check boxes, in the order of the dialog. One check box per setting of :data:`CHECKED_SETTINGS`, by the setting&apos;s name.</extracomment>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>&amp;Double-click</source>
        <translation>&amp;Двойной щелчок</translation>
    </message>
    <message>
        <source>Double-clicking a card looks for a place for it on the table.</source>
        <translation>Двойной щелчок по карте ищет для неё место на столе.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Подсветка мест</translation>
    </message>
    <message>
        <source>While you drag cards, the places that take them are shown.</source>
        <translation>Пока вы перетаскиваете карты, подсвечиваются места, куда их можно положить.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Интерактивные правила</translation>
    </message>
    <message>
        <source>When a move is refused, the rule that refuses it is explained.</source>
        <translation>Когда ход отклонён, объясняется правило, которое его запрещает.</translation>
    </message>
    <message>
        <source>&amp;Auto placement</source>
        <translation>&amp;Автоматическое размещение</translation>
    </message>
    <message>
        <source>When you release a card, the game chooses the column for it.</source>
        <translation>Когда вы отпускаете карту, игра сама выбирает для неё столбец.</translation>
    </message>
    <message>
        <source>&amp;Solver status</source>
        <translation>&amp;Состояние решателя</translation>
    </message>
    <message>
        <source>The info bar says whether the solver can still win the game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>Панель сведений показывает, может ли решатель ещё выиграть партию отсюда. Он смотрит закрытые карты, поэтому видит больше, чем игрок.</translation>
    </message>
    <message>
        <source>&amp;Resume the game in progress</source>
        <translation>Продол&amp;жать незаконченную партию</translation>
    </message>
    <message>
        <source>An unfinished game comes back at the next start. When off, quitting records it as abandoned.</source>
        <translation>Незаконченная партия вернётся при следующем запуске. Если выключено, при выходе партия записывается как брошенная.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>&amp;Two colours</source>
        <translation>Два &amp;цвета</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>&amp;Четыре цвета</translation>
    </message>
    <message>
        <source>Show the tool&amp;bar</source>
        <translation>Показывать панель инс&amp;трументов</translation>
    </message>
    <message>
        <source>Each suit in a colour of its own, to tell the suits apart at a glance.</source>
        <translation>У каждой масти свой цвет, чтобы различать их с первого взгляда.</translation>
    </message>
</context>
<context>
    <name>SolverStatusFeature</name>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>&amp;Состояние решателя</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>Может ли решатель ещё выиграть эту партию отсюда. Он смотрит закрытые карты, поэтому видит больше, чем игрок.</translation>
    </message>
    <message>
        <source>Solver: thinking…</source>
        <translation>Решатель: думает…</translation>
    </message>
    <message>
        <source>Solver: winnable</source>
        <translation>Решатель: решаемо</translation>
    </message>
    <message>
        <source>Solver: not winnable</source>
        <translation>Решатель: нерешаемо</translation>
    </message>
    <message>
        <source>Solver: no longer winnable</source>
        <translation>Решатель: уже не решаемо</translation>
    </message>
    <message>
        <source>Solver: cannot be won from here</source>
        <translation>Решатель: отсюда не выиграть</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Решатель: неизвестно</translation>
    </message>
    <message>
        <source>Solver: won</source>
        <translation>Решатель: партия выиграна</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n выиграна</numerusform>
            <numerusform>%n выиграны</numerusform>
            <numerusform>%n выиграно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n брошена</numerusform>
            <numerusform>%n брошены</numerusform>
            <numerusform>%n брошено</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The figures in the order of the panel&apos;s lines. The fair win rate&apos;s lines, after those: of the games whose deal can be won, how many were won (&quot;12 of 15&quot;), and that as a percentage. (Two lines, not three: the panel must fit a small screen in Thai.) The value labels, by figure and rule set (``None``: overall).</extracomment>
        <translation>%1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>Not counted: %n games whose deal the solver could not decide.</source>
        <translation>
            <numerusform>Не учтена %n партия: решатель не смог решить её расклад.</numerusform>
            <numerusform>Не учтены %n партии: решатель не смог решить их расклады.</numerusform>
            <numerusform>Не учтено %n партий: решатель не смог решить их расклады.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно партий</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно партий</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Больше всего очков</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Самая быстрая победа</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Меньше всего ходов до победы</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Среднее время победы</translation>
    </message>
    <message>
        <source>Average moves of a win</source>
        <translation>Среднее число ходов победы</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Самая длинная серия побед</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Самая длинная серия поражений</translation>
    </message>
    <message>
        <source>Winnable deals won</source>
        <translation>Выиграно решаемых раскладов</translation>
    </message>
    <message>
        <source>Win rate on winnable deals</source>
        <translation>Доля побед в решаемых раскладах</translation>
    </message>
    <message>
        <source>Counted over the games whose deal the solver proved can be won. It sees the face-down cards: a deal it cannot win, no one can.</source>
        <translation>Считаются партии, расклад которых решатель признал решаемым. Он видит закрытые карты: расклад, который не может выиграть он, не выиграет никто.</translation>
    </message>
</context>
<context>
    <name>SuitName</name>
    <message>
        <source>Spades</source>
        <translation>Пики</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Червы</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Бубны</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Трефы</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>%1 foundation, empty</source>
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. The layout for the view&apos;s size alone, before any column folds into lanes. The layout of the table as it shows: with the lanes its long columns take. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
        <translation>%1: пустая база</translation>
    </message>
    <message>
        <source>%1, on the foundation</source>
        <translation>%1, на базе</translation>
    </message>
    <message>
        <source>Empty column %1</source>
        <translation>Пустой столбец %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n cards on top</source>
        <translation>
            <numerusform>%1, столбец %2, сверху %n карта</numerusform>
            <numerusform>%1, столбец %2, сверху %n карты</numerusform>
            <numerusform>%1, столбец %2, сверху %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, столбец %2</translation>
    </message>
</context>
<context>
    <name>TimelineStrip</name>
    <message>
        <source>Could be won, with sight of every card.</source>
        <translation>Решаемо, если видеть все карты.</translation>
    </message>
    <message>
        <source>Could not be won, even with sight of every card.</source>
        <translation>Нерешаемо, даже если видеть все карты.</translation>
    </message>
    <message>
        <source>The solver could not decide whether it could be won.</source>
        <translation>Решатель не смог определить, решаемо ли.</translation>
    </message>
    <message>
        <source>Still being analysed.</source>
        <translation>Ещё анализируется.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: about %1%.</source>
        <translation>Шанс на победу по тому, что было видно: около %1&#xa0;%.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: %1% (every card face up).</source>
        <translation>Шанс на победу по тому, что было видно: %1&#xa0;% (все карты открыты).</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: still being counted.</source>
        <translation>Шанс на победу по тому, что было видно: ещё считается.</translation>
    </message>
    <message>
        <source>Where the game was lost, action by action</source>
        <translation>Где была проиграна партия, действие за действием</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Победа!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Поздравляем, вы выиграли!</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Время:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Ходы:</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
</context>
<context>
    <name>WinnableDeal</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Только решаемые расклады</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Поиск решаемого расклада…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Поиск решаемого расклада… (проверен %n расклад)</numerusform>
            <numerusform>Поиск решаемого расклада… (проверено %n расклада)</numerusform>
            <numerusform>Поиск решаемого расклада… (проверено %n раскладов)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Classic</source>
        <translation>Классические</translation>
    </message>
    <message>
        <source>Mixed suits</source>
        <translation>Любая масть</translation>
    </message>
    <message>
        <source>A card goes only on the next higher card of the same suit.</source>
        <translation>Карту можно положить только на следующую по старшинству карту той же масти.</translation>
    </message>
    <message>
        <source>A card goes on any card one rank higher, whatever its suit.</source>
        <translation>Карту можно положить на любую карту на ступень старше, независимо от масти.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграна</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Брошена</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>Код партии пуст.</translation>
    </message>
    <message>
        <source>A game code looks like RU1-C-ABCDEFG.</source>
        <translation>Код партии выглядит так: RU1-C-ABCDEFG.</translation>
    </message>
    <message>
        <source>A game code starts with RU, not “%1”.</source>
        <translation>Код партии начинается с RU, а не с «%1».</translation>
    </message>
    <message>
        <source>Game code version %1 is unknown; this version of the game reads RU1 codes.</source>
        <translation>Версия кода партии %1 неизвестна: эта версия игры читает коды RU1.</translation>
    </message>
    <message>
        <source>The rule letter must be C (Classic) or R (Mixed suits), not “%1”.</source>
        <translation>Буква правил должна быть C (Классические) или R (Любая масть), а не «%1».</translation>
    </message>
    <message>
        <source>The deal part must have 7 letters; it has %1.</source>
        <translation>Часть расклада должна состоять из 7 букв, а в ней %1.</translation>
    </message>
    <message>
        <source>The deal part may hold only the letters A to Z, not “%1”.</source>
        <translation>Часть расклада может содержать только буквы от A до Z, а не «%1».</translation>
    </message>
    <message>
        <source>The folder of your history cannot be written (its permissions, or a disk that is read-only).</source>
        <extracomment>Why the history cannot be read or written, said to the player; the system&apos;s own words go to the message&apos;s &quot;Details&quot;, never into these sentences.</extracomment>
        <translation>В папку истории нельзя записывать (права доступа или диск только для чтения).</translation>
    </message>
    <message>
        <source>The history file cannot be opened or read.</source>
        <translation>Файл истории не удаётся открыть или прочитать.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Russian Solitaire.</source>
        <translation>История записана более новой версией Russian Solitaire.</translation>
    </message>
    <message>
        <source>The history file is damaged, and no copy of it could be made to set it aside.</source>
        <translation>Файл истории повреждён, и не удалось сделать его копию, чтобы отложить его.</translation>
    </message>
    <message>
        <source>Another copy of Russian Solitaire kept the history busy for too long.</source>
        <translation>Другая копия Russian Solitaire слишком долго занимала историю.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Диск заполнен.</translation>
    </message>
    <message>
        <source>The system reported an error.</source>
        <translation>Система сообщила об ошибке.</translation>
    </message>
    <message>
        <source>The folder cannot be written (its permissions, or a disk that is read-only).</source>
        <translation>В папку нельзя записывать (права доступа или диск только для чтения).</translation>
    </message>
    <message>
        <source>A file stands where the folder should be.</source>
        <translation>На месте папки находится файл.</translation>
    </message>
    <message>
        <source>Something that is not a file (a folder, say) stands where the file should be.</source>
        <translation>На месте файла находится что-то другое (например, папка).</translation>
    </message>
</context>
</TS>
