<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Where this game was lost cannot be told: its actions cannot all be played by this version of Russian Solitaire.</source>
        <translation>No se puede saber dónde se perdió esta partida: no todas sus acciones se pueden jugar en esta versión de Russian Solitaire.</translation>
    </message>
    <message>
        <source>Looking at where the game was lost…</source>
        <translation>Buscando dónde se perdió la partida…</translation>
    </message>
    <message>
        <source>Counting the chances…</source>
        <translation>Contando las probabilidades de ganar…</translation>
    </message>
    <message>
        <source>This game was won.</source>
        <translation>Esta partida se ganó.</translation>
    </message>
    <message>
        <source>This deal could not be won from the start, whatever the play.</source>
        <translation>Este reparto no tenía solución desde el principio, se jugara como se jugara.</translation>
    </message>
    <message numerus="yes">
        <source>This deal could not be won from the start, whatever the play; best possible: %n cards.</source>
        <translation>
            <numerusform>Este reparto no tenía solución desde el principio, se jugara como se jugara; lo mejor posible: %n carta.</numerusform>
            <numerusform>Este reparto no tenía solución desde el principio, se jugara como se jugara; lo mejor posible: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was left while it could still be won.</source>
        <translation>La partida se abandonó cuando todavía se podía ganar.</translation>
    </message>
    <message>
        <source>The solver could not decide in time where this game was lost.</source>
        <translation>El solucionador no pudo decidir a tiempo dónde se perdió esta partida.</translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; best from there: %n cards.</source>
        <translation>
            <numerusform>El reparto tenía solución hasta la acción %1; %2 lo perdió; lo mejor posible desde ahí: %n carta.</numerusform>
            <numerusform>El reparto tenía solución hasta la acción %1; %2 lo perdió; lo mejor posible desde ahí: %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n cards.</source>
        <translation>
            <numerusform>El reparto tenía solución hasta la acción %1; %2 lo perdió; lo mejor que encontró el solucionador desde ahí: %n carta.</numerusform>
            <numerusform>El reparto tenía solución hasta la acción %1; %2 lo perdió; lo mejor que encontró el solucionador desde ahí: %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>moving %1 to its foundation</source>
        <translation>mover %1 a su base</translation>
    </message>
    <message>
        <source>moving %1 back to column %2</source>
        <translation>mover %1 de vuelta a la columna %2</translation>
    </message>
    <message>
        <source>moving %1 to column %2</source>
        <translation>mover %1 a la columna %2</translation>
    </message>
    <message>
        <source>%1 (by a redo)</source>
        <translation>%1 (al rehacer)</translation>
    </message>
    <message>
        <source>Where the game was lost</source>
        <translation>Dónde se perdió la partida</translation>
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
        <translation>Tu historial no se puede guardar en %1. %2 Puedes jugar, pero no se registrará ninguna partida, y una partida sin terminar no volverá.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in %1. %2 Changes last until you quit.</source>
        <translation>No se pueden guardar tus ajustes en %1. %2 Los cambios duran hasta que salgas.</translation>
    </message>
    <message>
        <source>Your settings file could not be read (it is damaged). It was kept as %1; the settings that could be read are used, the others are back to their defaults.</source>
        <translation>No se pudo leer tu archivo de ajustes (está dañado). Se ha guardado como %1; se usan los ajustes que se pudieron leer y los demás vuelven a sus valores predeterminados.</translation>
    </message>
</context>
<context>
    <name>CardIndex</name>
    <message>
        <source>A</source>
        <extracomment>The letter in the corner of an Ace; keep each corner letter to one or two characters.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>CardName</name>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Siete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Ocho</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nueve</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s full name: %1 is its rank (&quot;Queen&quot;), %2 its suit as said in a name (&quot;hearts&quot;).</extracomment>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>GameCommands</name>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Restart This &amp;Deal</source>
        <translation>&amp;Volver a empezar esta partida</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copiar el código de la partida</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>&amp;About Russian Solitaire</source>
        <translation>&amp;Acerca de Russian Solitaire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Double-Click Places Cards</source>
        <translation>El &amp;doble clic coloca las cartas</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>&amp;Ayuda para colocar</translation>
    </message>
    <message>
        <source>&amp;Interactive Rules</source>
        <translation>Reglas &amp;interactivas</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>Colocación au&amp;tomática</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Baraja de cuatro colores</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Mostrar la barra de &amp;herramientas</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Código de la partida copiado</translation>
    </message>
    <message>
        <source>Playing with the Keyboard</source>
        <translation>Jugar con el teclado</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move from pile to pile; &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; move along the face-up cards of a column.&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the card in focus with every card on it; carry it with the arrows, and &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; again drops it there. &lt;b&gt;Escape&lt;/b&gt; puts it back.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; sends the last card of the column in focus to its foundation.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; shows a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Teclado&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Izquierda&lt;/b&gt; y &lt;b&gt;Derecha&lt;/b&gt; pasan de un montón a otro; &lt;b&gt;Arriba&lt;/b&gt; y &lt;b&gt;Abajo&lt;/b&gt; recorren las cartas boca arriba de una columna.&lt;br&gt;&lt;b&gt;Espacio&lt;/b&gt; o &lt;b&gt;Intro&lt;/b&gt; toma la carta seleccionada con todas las cartas que tiene encima; llévala con las flechas y vuelve a pulsar &lt;b&gt;Espacio&lt;/b&gt; o &lt;b&gt;Intro&lt;/b&gt; para dejarla allí. &lt;b&gt;Esc&lt;/b&gt; la devuelve a su sitio.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; envía la última carta de la columna seleccionada a su base.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; muestra una pista.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>Acerca de Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;El solitario de la familia del Yukon que se juega por palos.&lt;/p&gt;&lt;p&gt;Software libre con licencia MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>It is built with Qt, PySide6 and Python, each under its own licence.</source>
        <translation>Está hecho con Qt, PySide6 y Python, cada uno con su propia licencia.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licencias…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Acerca de Qt</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Nueva partida con sol&amp;ución</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>Toolbar</source>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Deal a new game (%1)</source>
        <translation>Repartir una nueva partida (%1)</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning (%1)</source>
        <translation>Volver a empezar este reparto desde el principio (%1)</translation>
    </message>
    <message>
        <source>Undo the last move (%1)</source>
        <translation>Deshacer el último movimiento (%1)</translation>
    </message>
    <message>
        <source>Redo the move undone last (%1)</source>
        <translation>Rehacer el último movimiento deshecho (%1)</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see (%1)</source>
        <translation>Sugerir un movimiento a partir de las cartas que ves (%1)</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>Más botones</translation>
    </message>
    <message>
        <source>The buttons that do not fit</source>
        <translation>Los botones que no caben</translation>
    </message>
</context>
<context>
    <name>HintFeature</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see, with the chance to win</source>
        <translation>Sugerir un movimiento a partir de las cartas que ves, con la probabilidad de ganar</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando un buen movimiento…</translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Ningún movimiento sirve: deshaz o empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Hint: %1. This game can be won from here.</source>
        <translation>Pista: %1. Esta partida se puede ganar desde aquí.</translation>
    </message>
    <message>
        <source>This game cannot be won from here. Best move left: %1.</source>
        <translation>Esta partida no se puede ganar desde aquí. El mejor movimiento que queda: %1.</translation>
    </message>
    <message>
        <source>Hint: %1. Whether this game can still be won is not known.</source>
        <translation>Pista: %1. No se sabe si esta partida aún se puede ganar.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.</source>
        <translation>
            <numerusform>Pista: %1. Probabilidad de ganar: alrededor del %2&#xa0;%, según %n suposición de las cartas boca abajo.</numerusform>
            <numerusform>Pista: %1. Probabilidad de ganar: alrededor del %2&#xa0;%, según %n suposiciones de las cartas boca abajo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 a su base</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 de vuelta a la columna %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 a la columna %2</translation>
    </message>
</context>
<context>
    <name>HistoryFeature</name>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was left as it is.</source>
        <translation>Tu historial lo escribió una versión más reciente de Russian Solitaire que esta versión no puede leer. Se ha dejado como estaba.</translation>
    </message>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was kept as %1 and a new history was started.</source>
        <translation>Tu historial lo escribió una versión más reciente de Russian Solitaire que esta versión no puede leer. Se ha guardado como %1 y se ha empezado un historial nuevo.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged). It was kept as %1 and a new history was started.</source>
        <translation>No se pudo leer tu historial (el archivo está dañado). Se ha guardado como %1 y se ha empezado un historial nuevo.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged).</source>
        <translation>No se pudo leer tu historial (el archivo está dañado).</translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %n games could still be read and were saved.</source>
        <translation>
            <numerusform>Tu historial estaba dañado. Todavía se pudo leer %n partida y se ha guardado.</numerusform>
            <numerusform>Tu historial estaba dañado. Todavía se pudieron leer %n partidas y se han guardado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %1 of %n games were saved.</source>
        <translation>
            <numerusform>Tu historial estaba dañado. Se ha guardado %1 de %n partida.</numerusform>
            <numerusform>Tu historial estaba dañado. Se han guardado %1 de %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged file was left as it is, because its folder cannot be written.</source>
        <translation>El archivo dañado se ha dejado como estaba, porque no se puede escribir en su carpeta.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>El archivo dañado se ha guardado como %1.</translation>
    </message>
    <message>
        <source>The folder %1, which keeps your history and your unfinished game, cannot be written. You can play and look at your history, but no game will be recorded, and the game on the table will not be kept when you quit. Nothing in the folder is changed.</source>
        <translation>No se puede escribir en la carpeta %1, que guarda tu historial y tu partida sin terminar. Puedes jugar y consultar tu historial, pero no se registrará ninguna partida, y la partida de la mesa no se guardará al salir. No se cambia nada en la carpeta.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved. %1</source>
        <translation>No se puede guardar la partida en curso. %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: the system does not let Russian Solitaire read its file. The file was left as it is; a new game was dealt.</source>
        <translation>No se pudo abrir tu partida sin terminar: el sistema no deja que Russian Solitaire lea su archivo. El archivo se ha dejado como estaba; se ha repartido una partida nueva.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stands in its place is not a file. It was left as it is; a new game was dealt.</source>
        <translation>No se pudo abrir tu partida sin terminar: lo que hay en su lugar no es un archivo. Se ha dejado como está; se ha repartido una partida nueva.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stood in its place was not a file. It was moved to %1; a new game was dealt.</source>
        <translation>No se pudo abrir tu partida sin terminar: lo que había en su lugar no era un archivo. Se ha movido a %1; se ha repartido una partida nueva.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. It was kept as %1; a new game was dealt.</source>
        <translation>Tu partida sin terminar la guardó una versión más reciente de Russian Solitaire y no se puede continuar aquí. Se ha guardado como %1; se ha repartido una partida nueva.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). It was kept as %1; a new game was dealt.</source>
        <translation>No se pudo leer tu partida sin terminar (el archivo está dañado). Se ha guardado como %1; se ha repartido una partida nueva.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged); a new game was dealt.</source>
        <translation>No se pudo leer tu partida sin terminar (el archivo está dañado); se ha repartido una partida nueva.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. The file was left as it is; a new game was dealt.</source>
        <translation>Tu partida sin terminar la guardó una versión más reciente de Russian Solitaire y no se puede continuar aquí. El archivo se ha dejado como estaba; se ha repartido una partida nueva.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). The file was left as it is; a new game was dealt.</source>
        <translation>No se pudo leer tu partida sin terminar (el archivo está dañado). El archivo se ha dejado como estaba; se ha repartido una partida nueva.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed could not be recorded then. They are now in your history.</source>
        <translation>
            <numerusform>%n partida dejada al cerrar Russian Solitaire la última vez no se pudo guardar entonces en tu historial. Ahora ya está en él.</numerusform>
            <numerusform>%n partidas dejadas al cerrar Russian Solitaire la última vez no se pudieron guardar entonces en tu historial. Ahora ya están en él.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed cannot be recorded in your history yet. They are kept and will be recorded at a later start.</source>
        <translation>
            <numerusform>%n partida dejada al cerrar Russian Solitaire la última vez todavía no se puede guardar en tu historial. Se conserva y se guardará en un próximo inicio.</numerusform>
            <numerusform>%n partidas dejadas al cerrar Russian Solitaire la última vez todavía no se pueden guardar en tu historial. Se conservan y se guardarán en un próximo inicio.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). The file was left as it is.</source>
        <translation>No se pudo leer una partida que esperaba a guardarse en tu historial (el archivo está dañado). El archivo se ha dejado como está.</translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). It was kept as %1.</source>
        <translation>No se pudo leer una partida que esperaba a guardarse en tu historial (el archivo está dañado). Se ha guardado como %1.</translation>
    </message>
    <message>
        <source>Your game history cannot be used right now.</source>
        <translation>Tu historial no se puede usar ahora mismo.</translation>
    </message>
    <message>
        <source>The History &amp; Statistics window cannot open.</source>
        <translation>No se puede abrir la ventana Historial y estadísticas.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history, so it is missing from your statistics.</source>
        <translation>No se pudo guardar la partida %1 en tu historial, así que falta en tus estadísticas.</translation>
    </message>
    <message>
        <source>The game %1 could not be saved for the next start.</source>
        <translation>No se pudo guardar la partida %1 para el próximo inicio.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history.</source>
        <translation>No se pudo guardar la partida %1 en tu historial.</translation>
    </message>
    <message>
        <source>Nothing of it could be kept on disk.</source>
        <translation>No se pudo conservar nada de ella en el disco.</translation>
    </message>
    <message numerus="yes">
        <source>Only the game as it was after %n move(s) could be kept on disk.</source>
        <translation>
            <numerusform>Solo se pudo conservar en el disco la partida tal como estaba tras %n movimiento.</numerusform>
            <numerusform>Solo se pudo conservar en el disco la partida tal como estaba tras %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hi&amp;story &amp;&amp; Statistics…</source>
        <translation>&amp;Historial y estadísticas…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <extracomment>The table&apos;s columns, left to right.</extracomment>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Código de partida</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Cards home</source>
        <translation>Cartas en las bases</translation>
    </message>
    <message>
        <source>The cards on the foundations when the game ended, of the most that perfect play brings home from its deal (the solver sees the face-down cards). … while the solver has yet to look at the deal; ? where it could not decide.</source>
        <extracomment>What the cards-home column shows where a count is not known: the deal is still to be solved, or the solver could not decide it (or an old game&apos;s moves do not replay). Lines read from the database at once, and how many such pages are kept. The role under which each line gives its :class:`Summary`.</extracomment>
        <translation>Las cartas en las bases al terminar la partida, frente al máximo que el juego perfecto puede llevar allí desde ese reparto (el solucionador ve las cartas boca abajo). «…» mientras el solucionador aún no ha mirado el reparto; «?» si no pudo decidirlo.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Part of your game history cannot be shown.</source>
        <extracomment>While the solver works through the deals of recorded games: how many are left.</extracomment>
        <translation>Parte de tu historial no se puede mostrar.</translation>
    </message>
    <message numerus="yes">
        <source>Solver: %n deals to go</source>
        <translation>
            <numerusform>Solucionador: queda %n reparto</numerusform>
            <numerusform>Solucionador: quedan %n repartos</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver is working out, in the background, which deals of your games can be won and how far perfect play gets on the others. The figures on winnable deals grow as it goes.</source>
        <translation>El solucionador averigua en segundo plano qué repartos de tus partidas tienen solución y hasta dónde llega el juego perfecto en los demás. Las cifras de repartos con solución crecen a medida que avanza.</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded games could not be read (the history file holds values this version does not understand) and are left out.</source>
        <translation>
            <numerusform>No se pudo leer %n partida registrada (el archivo del historial contiene valores que esta versión no entiende) y se ha omitido.</numerusform>
            <numerusform>No se pudieron leer %n partidas registradas (el archivo del historial contiene valores que esta versión no entiende) y se han omitido.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 de %Ln partida</numerusform>
            <numerusform>%1 de %Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>rusol-qt history %1.csv</source>
        <translation>historial rusol-qt %1.csv</translation>
    </message>
    <message>
        <source>Your history can only be read: its folder cannot be written.</source>
        <translation>Tu historial solo se puede leer: no se puede escribir en su carpeta.</translation>
    </message>
    <message>
        <source>The game cannot be replayed.</source>
        <translation>No se puede ver la repetición de la partida.</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Exportar el historial</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported.</source>
        <translation>No se pudo exportar el historial.</translation>
    </message>
    <message>
        <source>The history could not be written to %1:
%2</source>
        <translation>No se pudo escribir el historial en %1:
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n games were exported to %1</source>
        <translation>
            <numerusform>Se exportó %n partida a %1</numerusform>
            <numerusform>Se exportaron %n partidas a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Restablecer las estadísticas</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n recorded games and start the statistics again?</source>
        <translation>
            <numerusform>¿Borrar la %n partida registrada y empezar de nuevo las estadísticas?</numerusform>
            <numerusform>¿Borrar las %n partidas registradas y empezar de nuevo las estadísticas?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their replays are deleted too. This cannot be undone; export the history first to keep a copy.</source>
        <translation>También se borran sus repeticiones. No se puede deshacer; exporta antes el historial para guardar una copia.</translation>
    </message>
    <message>
        <source>Delete All Games</source>
        <translation>Borrar todas las partidas</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>No se pudieron restablecer tus estadísticas.</translation>
    </message>
    <message>
        <source>History &amp; Statistics</source>
        <translation>Historial y estadísticas</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Re&amp;sult:</source>
        <translation>R&amp;esultado:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Find a game code</source>
        <translation>Buscar un código de partida</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Partidas anteriores</translation>
    </message>
    <message>
        <source>Results of the latest games</source>
        <translation>Resultados de las últimas partidas</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Re&amp;producir</translation>
    </message>
    <message>
        <source>Watch the chosen game again, move by move</source>
        <translation>Volver a ver la partida elegida, movimiento a movimiento</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Jugar de nuevo este reparto</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>C&amp;opiar el código</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <source>Reset S&amp;tatistics…</source>
        <translation>Res&amp;tablecer las estadísticas…</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <translation>Puntos:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tiempo:</translation>
    </message>
    <message>
        <source>The playing time of the whole recorded game</source>
        <translation>El tiempo de juego de toda la partida registrada</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Movimientos:</translation>
    </message>
    <message>
        <source>The rule set of this game</source>
        <translation>Las reglas de esta partida</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partida:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the game code</source>
        <translation>Copiar el código de la partida</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Licencias</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Componentes</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Texto de la licencia</translation>
    </message>
    <message>
        <source>Russian Solitaire is free software under the MIT licence. It is built with the software below, each under its own licence; the game&apos;s packages and installers carry these texts.</source>
        <translation>Russian Solitaire es software libre con licencia MIT. Está hecho con el software de abajo, cada uno con su propia licencia; los paquetes e instaladores del juego incluyen estos textos.</translation>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Mesa de juego. Las flechas mueven el foco, Espacio toma y suelta un grupo, F envía una carta a su base, Esc devuelve un grupo a su sitio.</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Volver a empezar esta partida</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning?</source>
        <translation>¿Volver a empezar esta partida desde el principio?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Volver a empezar</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Leave the game in progress for a new one?</source>
        <translation>¿Dejar la partida en curso por una nueva?</translation>
    </message>
    <message>
        <source>Russian Solitaire was started again, asking for the game %1. Leave the game in progress for it?</source>
        <translation>Russian Solitaire se ha abierto otra vez y pide la partida %1. ¿Dejar la partida en curso por esa?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>The game in progress will be recorded as abandoned in the history.</source>
        <translation>La partida en curso quedará registrada como abandonada en el historial.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partida en curso no se guardará.</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Deal %1 under the %2 rules.</source>
        <extracomment>What the typed code means, or why it cannot be read. Random deals only: the solver draws deals until it proves one winnable.</extracomment>
        <translation>Repartir %1 con las reglas «%2».</translation>
    </message>
    <message>
        <source>Leave the code empty for a new random deal.</source>
        <translation>Deja el código vacío para un reparto nuevo al azar.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>C&amp;lassic</source>
        <translation>C&amp;lásicas</translation>
    </message>
    <message>
        <source>&amp;Mixed suits</source>
        <translation>Palos &amp;mezclados</translation>
    </message>
    <message>
        <source>&amp;Game code (optional):</source>
        <translation>Código de &amp;partida (opcional):</translation>
    </message>
    <message>
        <source>RU1-C-ABCDEFG</source>
        <translation>RU1-C-ABCDEFG</translation>
    </message>
    <message>
        <source>Type or paste the code of a deal to play it again, or leave it empty.</source>
        <translation>Escribe o pega el código de un reparto para volver a jugarlo, o déjalo vacío.</translation>
    </message>
    <message>
        <source>Only &amp;winnable deals</source>
        <translation>Solo repartos con sol&amp;ución</translation>
    </message>
    <message>
        <source>Deal only a game the solver has proved can be won (it knows every card).</source>
        <translation>Repartir solo partidas que el solucionador ha demostrado que se pueden ganar (conoce todas las cartas).</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Ir atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Ir hacia delante</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Directorio superior</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>r al directorio superior</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Crear nueva carpeta</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Crear una nueva carpeta</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vista de lista</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Cambiar el modo de vista de la lista</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vista detallada</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Cambiar a modo de vista detallada</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barra lateral</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Lista de lugares y marcadores</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nombre de fichero:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Todos los ficheros (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>El fichero %1 ya existe.
¿Desea reemplazarlo?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nueva carpeta</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nueva carpeta</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Cambia&amp;r de nombre</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Mostrar los fic&amp;heros ocultos</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Lugares recientes</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Directorio:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Directorios</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Última modificación</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mi Equipo</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Cerrar sin guardar</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleccionar todo</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Mostrar los detalles...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ocultar los detalles...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>Every language the app ships, by code, under the name its speakers call it. System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål far more easily than English. The English the app is written in. The pseudo-locale&apos;s name in Settings, in its own pseudo script: what the build&apos;s ``pseudo_translate(&quot;Pseudo-locale&quot;)`` (tools/linguist.py) makes of it, written out here because the installed app carries no build tools (tests/i18n/test_i18n.py checks that the two agree). Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text that bypasses translation by its missing brackets and accents). Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and no th): standard dialog buttons, the line edit&apos;s context menu, and Qt&apos;s own file dialog (the history export, where the platform offers no native one). Listing them here puts them in our .ts files; ours load before Qt&apos;s, so for de/fr/es/ru Qt&apos;s own wording still wins where Qt has one.</extracomment>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Guardar todo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Sí a &amp;todo</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;o a todo</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interrumpir</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reinicializar</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar los valores predeterminados</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its game code “%1” cannot be read. The record may be damaged or come from another version of Russian Solitaire.</source>
        <translation>No se puede reproducir esta partida: su código de partida «%1» no se puede leer. El registro puede estar dañado o proceder de otra versión de Russian Solitaire.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Repetición de %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Acción %1 de %2</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause</source>
        <extracomment>Time between two actions when the replay plays by itself, in milliseconds.</extracomment>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>To the Deal</source>
        <translation>Al reparto</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Volver al reparto (Inicio)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Una acción atrás (Izquierda)</translation>
    </message>
    <message>
        <source>Play the actions one after another (Space)</source>
        <translation>Reproducir las acciones una tras otra (Espacio)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Una acción adelante (Derecha)</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>Al final</translation>
    </message>
    <message>
        <source>To the last action (End)</source>
        <translation>A la última acción (Fin)</translation>
    </message>
    <message>
        <source>Close Replay</source>
        <translation>Cerrar la repetición</translation>
    </message>
    <message>
        <source>Back to your game (Escape)</source>
        <translation>Volver a tu partida (Esc)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No games yet.</source>
        <extracomment>How many of the latest games the chart shows, and how many games the win rate looks back.</extracomment>
        <translation>Todavía no hay partidas.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games; rolling win rate now %1%.</source>
        <translation>
            <numerusform>La última partida; porcentaje de victorias móvil actual: %1 %.</numerusform>
            <numerusform>Las últimas %n partidas; porcentaje de victorias móvil actual: %1 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate, last %n games</source>
        <translation>
            <numerusform>Porcentaje de victorias, última partida</numerusform>
            <numerusform>Porcentaje de victorias, últimas %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation>Gráfico de resultados</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>A face-down card cannot be moved</source>
        <extracomment>Rule -&gt; message; the rules missing here refuse silently (a group put back where it lay).</extracomment>
        <translation>Una carta boca abajo no se puede mover</translation>
    </message>
    <message>
        <source>Same suit: a card goes only on a card of the same family, one rank higher</source>
        <translation>Mismo palo: una carta solo va sobre otra del mismo palo y de valor inmediatamente superior</translation>
    </message>
    <message>
        <source>Only a King can go on an empty column</source>
        <translation>Solo un rey puede ir a una columna vacía</translation>
    </message>
    <message>
        <source>At most %1 cards can move at once</source>
        <translation>Como máximo se pueden mover %1 cartas a la vez</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation, one card at a time</source>
        <translation>Solo la última carta de una columna puede ir a una base, de una en una</translation>
    </message>
    <message>
        <source>Each foundation takes one suit only</source>
        <translation>Cada base admite un solo palo</translation>
    </message>
    <message>
        <source>A foundation is built up from the Ace, one rank at a time</source>
        <translation>Una base se construye desde el as, de uno en uno</translation>
    </message>
    <message>
        <source>A card taken from a foundation can only go back to a column</source>
        <translation>Una carta tomada de una base solo puede volver a una columna</translation>
    </message>
    <message>
        <source>Mixed suits: a card goes on any card exactly one rank higher</source>
        <extracomment>The rank rule reads differently under each rule set: in Classic it is part of &quot;Same suit&quot;.</extracomment>
        <translation>Palos mezclados: una carta va sobre cualquier carta de valor inmediatamente superior</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Reglas de Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up, of the &lt;b&gt;same suit&lt;/b&gt; and exactly one rank higher: the 7 of hearts goes on the 8 of hearts, never on the 8 of diamonds or a black 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Construcción.&lt;/b&gt; Cualquier carta boca arriba puede moverse junto con todas las cartas que tiene encima, en orden o no, sobre la última carta de otra columna si esa carta está boca arriba, es del &lt;b&gt;mismo palo&lt;/b&gt; y tiene exactamente un valor más: el 7 de corazones va sobre el 8 de corazones, nunca sobre el 8 de diamantes ni sobre un 8 negro. Solo la carta de abajo del grupo tiene que encajar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up and exactly one rank higher, &lt;b&gt;whatever its suit&lt;/b&gt;: the 7 of hearts goes on any 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Construcción.&lt;/b&gt; Cualquier carta boca arriba puede moverse junto con todas las cartas que tiene encima, en orden o no, sobre la última carta de otra columna si esa carta está boca arriba y tiene exactamente un valor más, &lt;b&gt;sea cual sea su palo&lt;/b&gt;: el 7 de corazones va sobre cualquier 8. Solo la carta de abajo del grupo tiene que encajar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King. The game is won when all 52 cards are there. There is no stock: every card is dealt into the seven columns.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Construye los cuatro palos en las bases, del as al rey. La partida está ganada cuando las 52 cartas están allí. No hay mazo: todas las cartas se reparten en las siete columnas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Groups.&lt;/b&gt; At most %1 cards move at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Grupos.&lt;/b&gt; Como máximo se mueven %1 cartas a la vez.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Empty columns.&lt;/b&gt; Only a King, alone or with the cards on top of it, goes on an empty column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Columnas vacías.&lt;/b&gt; Solo un rey, solo o con las cartas que tiene encima, va en una columna vacía.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Face-down cards&lt;/b&gt; turn up by themselves when they become the last card of their column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las &lt;b&gt;cartas boca abajo&lt;/b&gt; se voltean solas cuando pasan a ser la última carta de su columna.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Foundations.&lt;/b&gt; Each foundation takes one suit, from the Ace up to the King, one card at a time: the last card of a column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bases.&lt;/b&gt; Cada base recibe un solo palo, del as al rey, de carta en carta: la última carta de una columna.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Taking back.&lt;/b&gt; The top card of a foundation can be dragged back onto a column where it fits by the rules above (a King onto an empty column). No points are lost; put back on its foundation, it earns its points again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Recuperar.&lt;/b&gt; La carta superior de una base puede arrastrarse de vuelta a una columna donde encaje según las reglas anteriores (un rey a una columna vacía). No se pierden puntos; al devolverla a su base, vuelve a sumar sus puntos.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Score.&lt;/b&gt; %1 points for each card put on a foundation, %2 for each face-down card turned up; moves between columns and taking back score nothing. The score starts at 0 and never goes below 0: a game won without taking cards back ends on %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Puntuación.&lt;/b&gt; %1 puntos por cada carta colocada en una base, %2 por cada carta boca abajo que se voltea; los movimientos entre columnas y las recuperaciones no puntúan. La puntuación empieza en 0 y nunca baja de 0: una partida ganada sin recuperar cartas termina con %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Undo.&lt;/b&gt; The last %1 moves can be undone, and undone moves redone. Undo puts back the cards, which side faces up and the score; the move counter does not go down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Deshacer.&lt;/b&gt; Se pueden deshacer los últimos %1 movimientos y rehacer los deshechos. Deshacer devuelve las cartas, el lado que muestran y la puntuación; el contador de movimientos no baja.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rule set is chosen in the New Game window: Classic (a card goes only on the same suit) or Mixed suits (any suit). The game code keeps it: C for Classic, R for Mixed suits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las reglas se eligen en la ventana Nueva partida: Clásicas (una carta solo sobre el mismo palo) o Palos mezclados (cualquier palo). El código de partida las guarda: C para Clásicas, R para Palos mezclados.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mouse.&lt;/b&gt; Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table; or drag it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ratón.&lt;/b&gt; Haz clic en la última carta de una columna para enviarla a su base; haz doble clic en una carta para moverla al mejor lugar de la mesa; o arrástrala.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>The settings shown as check boxes, in the order of the dialog. One check box per setting of :data:`CHECKED_SETTINGS`, by the setting&apos;s name.</extracomment>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>&amp;Double-click</source>
        <translation>&amp;Doble clic</translation>
    </message>
    <message>
        <source>Double-clicking a card looks for a place for it on the table.</source>
        <translation>Un doble clic en una carta le busca un sitio en la mesa.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Ayuda para colocar</translation>
    </message>
    <message>
        <source>While you drag cards, the places that take them are shown.</source>
        <translation>Mientras arrastras cartas, se muestran los sitios que las aceptan.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>Reglas &amp;interactivas</translation>
    </message>
    <message>
        <source>When a move is refused, the rule that refuses it is explained.</source>
        <translation>Cuando se rechaza un movimiento, se explica la regla que lo impide.</translation>
    </message>
    <message>
        <source>&amp;Auto placement</source>
        <translation>Colocación au&amp;tomática</translation>
    </message>
    <message>
        <source>When you release a card, the game chooses the column for it.</source>
        <translation>Al soltar una carta, el juego elige su columna.</translation>
    </message>
    <message>
        <source>&amp;Solver status</source>
        <translation>Estado del &amp;solucionador</translation>
    </message>
    <message>
        <source>The info bar says whether the solver can still win the game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>La barra de información indica si el solucionador aún puede ganar la partida desde aquí. Mira las cartas boca abajo, así que ve más que un jugador.</translation>
    </message>
    <message>
        <source>&amp;Resume the game in progress</source>
        <translation>&amp;Reanudar la partida en curso</translation>
    </message>
    <message>
        <source>An unfinished game comes back at the next start. When off, quitting records it as abandoned.</source>
        <translation>Una partida sin terminar vuelve en el siguiente inicio. Si está desactivado, al salir se registra como abandonada.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Idio&amp;ma:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Baraja:</translation>
    </message>
    <message>
        <source>&amp;Two colours</source>
        <translation>Dos c&amp;olores</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>C&amp;uatro colores</translation>
    </message>
    <message>
        <source>Show the tool&amp;bar</source>
        <translation>Mostrar la barra de &amp;herramientas</translation>
    </message>
    <message>
        <source>Each suit in a colour of its own, to tell the suits apart at a glance.</source>
        <translation>Cada palo en un color propio, para distinguirlos de un vistazo.</translation>
    </message>
</context>
<context>
    <name>SolverStatusFeature</name>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>Estado del &amp;solucionador</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>Si el solucionador aún puede ganar esta partida desde aquí. Mira las cartas boca abajo, así que ve más que un jugador.</translation>
    </message>
    <message>
        <source>Solver: thinking…</source>
        <translation>Solucionador: pensando…</translation>
    </message>
    <message>
        <source>Solver: winnable</source>
        <translation>Solucionador: tiene solución</translation>
    </message>
    <message>
        <source>Solver: not winnable</source>
        <translation>Solucionador: sin solución</translation>
    </message>
    <message>
        <source>Solver: no longer winnable</source>
        <translation>Solucionador: ya no tiene solución</translation>
    </message>
    <message>
        <source>Solver: cannot be won from here</source>
        <translation>Solucionador: sin solución desde aquí</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Solucionador: desconocido</translation>
    </message>
    <message>
        <source>Solver: won</source>
        <translation>Solucionador: partida ganada</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n ganada</numerusform>
            <numerusform>%n ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abandonada</numerusform>
            <numerusform>%n abandonadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The figures in the order of the panel&apos;s lines. The fair win rate&apos;s lines, after those: of the games whose deal can be won, how many were won (&quot;12 of 15&quot;), and that as a percentage. (Two lines, not three: the panel must fit a small screen in Thai.) The value labels, by figure and rule set (``None``: overall).</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>Not counted: %n games whose deal the solver could not decide.</source>
        <translation>
            <numerusform>Sin contar: %n partida cuyo reparto el solucionador no pudo decidir.</numerusform>
            <numerusform>Sin contar: %n partidas cuyo reparto el solucionador no pudo decidir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>En total</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Victoria más rápida</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Menos movimientos para ganar</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Tiempo medio de una victoria</translation>
    </message>
    <message>
        <source>Average moves of a win</source>
        <translation>Movimientos medios de una victoria</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Racha de victorias más larga</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Racha de derrotas más larga</translation>
    </message>
    <message>
        <source>Winnable deals won</source>
        <translation>Repartos con solución ganados</translation>
    </message>
    <message>
        <source>Win rate on winnable deals</source>
        <translation>Porcentaje de victorias en repartos con solución</translation>
    </message>
    <message>
        <source>Counted over the games whose deal the solver proved can be won. It sees the face-down cards: a deal it cannot win, no one can.</source>
        <translation>Contado sobre las partidas cuyo reparto el solucionador demostró que tiene solución. Ve las cartas boca abajo: un reparto que él no puede ganar no lo puede ganar nadie.</translation>
    </message>
</context>
<context>
    <name>SuitName</name>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>%1 foundation, empty</source>
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. The layout for the view&apos;s size alone, before any column folds into lanes. The layout of the table as it shows: with the lanes its long columns take. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
        <translation>Base de %1, vacía</translation>
    </message>
    <message>
        <source>%1, on the foundation</source>
        <translation>%1, en la base</translation>
    </message>
    <message>
        <source>Empty column %1</source>
        <translation>Columna %1 vacía</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n cards on top</source>
        <translation>
            <numerusform>%1, columna %2, con %n carta encima</numerusform>
            <numerusform>%1, columna %2, con %n cartas encima</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, columna %2</translation>
    </message>
</context>
<context>
    <name>TimelineStrip</name>
    <message>
        <source>Could be won, with sight of every card.</source>
        <translation>Tenía solución, viendo todas las cartas.</translation>
    </message>
    <message>
        <source>Could not be won, even with sight of every card.</source>
        <translation>No tenía solución, ni siquiera viendo todas las cartas.</translation>
    </message>
    <message>
        <source>The solver could not decide whether it could be won.</source>
        <translation>El solucionador no pudo decidir si tenía solución.</translation>
    </message>
    <message>
        <source>Still being analysed.</source>
        <translation>Aún se está analizando.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: about %1%.</source>
        <translation>Probabilidad de ganar según lo que podías ver: alrededor del %1&#xa0;%.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: %1% (every card face up).</source>
        <translation>Probabilidad de ganar según lo que podías ver: %1&#xa0;% (todas las cartas boca arriba).</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: still being counted.</source>
        <translation>Probabilidad de ganar según lo que podías ver: aún se está calculando.</translation>
    </message>
    <message>
        <source>Where the game was lost, action by action</source>
        <translation>Dónde se perdió la partida, acción por acción</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>¡Enhorabuena, has ganado!</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Puntos:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tiempo:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Movimientos:</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
</context>
<context>
    <name>WinnableDeal</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Solo repartos con solución</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Buscando un reparto con solución…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Buscando un reparto con solución… (%n reparto probado)</numerusform>
            <numerusform>Buscando un reparto con solución… (%n repartos probados)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <source>Mixed suits</source>
        <translation>Palos mezclados</translation>
    </message>
    <message>
        <source>A card goes only on the next higher card of the same suit.</source>
        <translation>Una carta solo va sobre la siguiente más alta del mismo palo.</translation>
    </message>
    <message>
        <source>A card goes on any card one rank higher, whatever its suit.</source>
        <translation>Una carta va sobre cualquier carta de valor inmediatamente superior, sea cual sea su palo.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>El código de la partida está vacío.</translation>
    </message>
    <message>
        <source>A game code looks like RU1-C-ABCDEFG.</source>
        <translation>Un código de partida tiene este aspecto: RU1-C-ABCDEFG.</translation>
    </message>
    <message>
        <source>A game code starts with RU, not “%1”.</source>
        <translation>Un código de partida empieza por RU, no por «%1».</translation>
    </message>
    <message>
        <source>Game code version %1 is unknown; this version of the game reads RU1 codes.</source>
        <translation>La versión %1 del código de partida es desconocida; esta versión del juego lee códigos RU1.</translation>
    </message>
    <message>
        <source>The rule letter must be C (Classic) or R (Mixed suits), not “%1”.</source>
        <translation>La letra de las reglas debe ser C (Clásicas) o R (Palos mezclados), no «%1».</translation>
    </message>
    <message>
        <source>The deal part must have 7 letters; it has %1.</source>
        <translation>La parte del reparto debe tener 7 letras; tiene %1.</translation>
    </message>
    <message>
        <source>The deal part may hold only the letters A to Z, not “%1”.</source>
        <translation>La parte del reparto solo puede contener las letras de la A a la Z, no «%1».</translation>
    </message>
    <message>
        <source>The folder of your history cannot be written (its permissions, or a disk that is read-only).</source>
        <extracomment>Why the history cannot be read or written, said to the player; the system&apos;s own words go to the message&apos;s &quot;Details&quot;, never into these sentences.</extracomment>
        <translation>No se puede escribir en la carpeta de tu historial (sus permisos, o un disco de solo lectura).</translation>
    </message>
    <message>
        <source>The history file cannot be opened or read.</source>
        <translation>No se puede abrir ni leer el archivo del historial.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Russian Solitaire.</source>
        <translation>El historial lo escribió una versión más reciente de Russian Solitaire.</translation>
    </message>
    <message>
        <source>The history file is damaged, and no copy of it could be made to set it aside.</source>
        <translation>El archivo del historial está dañado y no se pudo hacer una copia para apartarlo.</translation>
    </message>
    <message>
        <source>Another copy of Russian Solitaire kept the history busy for too long.</source>
        <translation>Otra copia de Russian Solitaire mantuvo ocupado el historial demasiado tiempo.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>El disco está lleno.</translation>
    </message>
    <message>
        <source>The system reported an error.</source>
        <translation>El sistema informó de un error.</translation>
    </message>
    <message>
        <source>The folder cannot be written (its permissions, or a disk that is read-only).</source>
        <translation>No se puede escribir en la carpeta (sus permisos, o un disco de solo lectura).</translation>
    </message>
    <message>
        <source>A file stands where the folder should be.</source>
        <translation>Hay un archivo donde debería estar la carpeta.</translation>
    </message>
    <message>
        <source>Something that is not a file (a folder, say) stands where the file should be.</source>
        <translation>Hay algo que no es un archivo (una carpeta, por ejemplo) donde debería estar el archivo.</translation>
    </message>
</context>
</TS>
