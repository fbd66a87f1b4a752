<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>Russian Solitaire</source>
        <translation>Russian Solitaire</translation>
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
    <name>Hints</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Только выигрышные расклады</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Поиск расклада, который можно выиграть…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Поиск расклада, который можно выиграть… (проверен %n расклад)</numerusform>
            <numerusform>Поиск расклада, который можно выиграть… (проверено %n расклада)</numerusform>
            <numerusform>Поиск расклада, который можно выиграть… (проверено %n раскладов)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>Под&amp;сказка</translation>
    </message>
    <message>
        <source>Show a move of a winning line</source>
        <translation>Показать ход из выигрышной последовательности</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Новая &amp;выигрышная партия</translation>
    </message>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>Состояние &amp;решателя</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It knows the face-down cards, so it sees more than a player can.</source>
        <translation>Может ли решатель ещё выиграть эту партию с этого места. Он знает закрытые карты и потому видит больше, чем игрок.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Поиск выигрышной последовательности…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Подсказка: %1.</translation>
    </message>
    <message>
        <source>This game can no longer be won from here.</source>
        <translation>Эту партию уже не выиграть с этого места.</translation>
    </message>
    <message numerus="yes">
        <source>No winning line was found within %n seconds.</source>
        <translation>
            <numerusform>За %n секунду выигрышная последовательность не найдена.</numerusform>
            <numerusform>За %n секунды выигрышная последовательность не найдена.</numerusform>
            <numerusform>За %n секунд выигрышная последовательность не найдена.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Ни один ход не поможет: отмените ходы или начните новую игру.</translation>
    </message>
    <message>
        <source>A possible move: %1.</source>
        <translation>Возможный ход: %1.</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 — на базу</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 — обратно в столбец %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 — в столбец %2</translation>
    </message>
    <message>
        <source>Solver: thinking…</source>
        <translation>Решатель: думает…</translation>
    </message>
    <message>
        <source>Solver: winnable</source>
        <translation>Решатель: можно выиграть</translation>
    </message>
    <message>
        <source>Solver: no longer winnable</source>
        <translation>Решатель: уже не выиграть</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Решатель: неизвестно</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
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
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Язык системы (%1)</translation>
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
        <source>&amp;New Game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
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
        <source>&amp;About Russian Solitaire</source>
        <translation>&amp;О программе Russian Solitaire</translation>
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
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Игровой стол. Стрелки перемещают фокус, пробел берёт и кладёт группу, F отправляет карту на базу, Escape возвращает группу на место.</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Код партии скопирован</translation>
    </message>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Правила Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King.&lt;/p&gt;&lt;p&gt;Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is of the same suit and exactly one rank higher. Only a King, with the cards on top of it, goes on an empty column. At most %1 cards move at once.&lt;/p&gt;&lt;p&gt;Only the last card of a column goes to a foundation. A face-down card turns up when it becomes the last card of its column.&lt;/p&gt;&lt;p&gt;Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Соберите все четыре масти на базах, от туза до короля.&lt;/p&gt;&lt;p&gt;Любую открытую карту можно переместить вместе со всеми картами, лежащими на ней, по порядку или нет, на последнюю карту другого столбца, если та карта той же масти и ровно на одну ступень старше. На пустой столбец можно положить только короля вместе с картами на нём. За один ход перемещается не больше %1 карт.&lt;/p&gt;&lt;p&gt;На базу можно положить только последнюю карту столбца. Закрытая карта открывается, когда становится последней в своём столбце.&lt;/p&gt;&lt;p&gt;Щёлкните последнюю карту столбца, чтобы отправить её на базу; дважды щёлкните карту, чтобы переместить её на лучшее место на столе.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>О программе Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;Пасьянс семейства «Юкон», в котором карты кладут в масть.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией MIT.&lt;/p&gt;</translation>
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
        <extracomment>Every language the app ships, by code, under the name its speakers call it. System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål far more easily than English. The English the app is written in. Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text that bypasses translation by its missing brackets and accents). Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and no th): standard dialog buttons and the line edit&apos;s context menu. Listing them here puts them in our .ts files; ours load before Qt&apos;s, so for de/fr/es/ru Qt&apos;s own wording still wins.</extracomment>
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
    <name>Rule</name>
    <message>
        <source>A face-down card cannot be moved</source>
        <extracomment>Rule -&gt; message; the rules missing here refuse silently (a group put back where it lay).</extracomment>
        <translation>Закрытую карту нельзя переместить</translation>
    </message>
    <message>
        <source>Same suit: a card goes only on a card of the same family, one rank higher</source>
        <translation>Одна масть: карту можно положить только на карту той же масти, старшую на одну ступень</translation>
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
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
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
</TS>
