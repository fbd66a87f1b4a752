<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
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
    <name>Hints</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Solo repartos ganables</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Buscando un reparto que se pueda ganar…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Buscando un reparto que se pueda ganar… (%n reparto probado)</numerusform>
            <numerusform>Buscando un reparto que se pueda ganar… (%n repartos probados)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show a move of a winning line</source>
        <translation>Muestra un movimiento de una solución ganadora</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Nueva partida &amp;ganable</translation>
    </message>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>Estado del &amp;solucionador</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It knows the face-down cards, so it sees more than a player can.</source>
        <translation>Indica si el solucionador aún puede ganar esta partida desde aquí. Conoce las cartas boca abajo, así que ve más que un jugador.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Buscando una solución ganadora…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>This game can no longer be won from here.</source>
        <translation>Esta partida ya no se puede ganar desde aquí.</translation>
    </message>
    <message numerus="yes">
        <source>No winning line was found within %n seconds.</source>
        <translation>
            <numerusform>No se encontró ninguna solución ganadora en %n segundo.</numerusform>
            <numerusform>No se encontró ninguna solución ganadora en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Ningún movimiento ayuda: deshaz o empieza una nueva partida.</translation>
    </message>
    <message>
        <source>A possible move: %1.</source>
        <translation>Un movimiento posible: %1.</translation>
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
    <message>
        <source>Solver: thinking…</source>
        <translation>Solucionador: pensando…</translation>
    </message>
    <message>
        <source>Solver: winnable</source>
        <translation>Solucionador: ganable</translation>
    </message>
    <message>
        <source>Solver: no longer winnable</source>
        <translation>Solucionador: ya no es ganable</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Solucionador: desconocido</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
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
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
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
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
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
        <source>&amp;About Russian Solitaire</source>
        <translation>&amp;Acerca de Russian Solitaire</translation>
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
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Mesa de juego. Las flechas mueven el foco, Espacio coge y suelta un grupo, F envía una carta a su base, Esc devuelve un grupo a su sitio.</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Código de la partida copiado</translation>
    </message>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Reglas de Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King.&lt;/p&gt;&lt;p&gt;Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is of the same suit and exactly one rank higher. Only a King, with the cards on top of it, goes on an empty column. At most %1 cards move at once.&lt;/p&gt;&lt;p&gt;Only the last card of a column goes to a foundation. A face-down card turns up when it becomes the last card of its column.&lt;/p&gt;&lt;p&gt;Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Construye los cuatro palos en las bases, del as al rey.&lt;/p&gt;&lt;p&gt;Cualquier carta boca arriba se puede mover junto con todas las cartas que tiene encima, estén en orden o no, sobre la última carta de otra columna si esa carta es del mismo palo y exactamente un valor más alta. Solo un rey, con las cartas que tenga encima, va a una columna vacía. Se mueven como máximo %1 cartas a la vez.&lt;/p&gt;&lt;p&gt;Solo la última carta de una columna va a una base. Una carta boca abajo se voltea cuando pasa a ser la última carta de su columna.&lt;/p&gt;&lt;p&gt;Haz clic en la última carta de una columna para enviarla a su base; haz doble clic en una carta para moverla al mejor sitio de la mesa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>Acerca de Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;El solitario de la familia del Yukon que se juega por palos.&lt;/p&gt;&lt;p&gt;Software libre con licencia MIT.&lt;/p&gt;</translation>
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
        <extracomment>Every language the app ships, by code, under the name its speakers call it. System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål far more easily than English. The English the app is written in. Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text that bypasses translation by its missing brackets and accents). Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and no th): standard dialog buttons and the line edit&apos;s context menu. Listing them here puts them in our .ts files; ours load before Qt&apos;s, so for de/fr/es/ru Qt&apos;s own wording still wins.</extracomment>
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
    <name>Rule</name>
    <message>
        <source>A face-down card cannot be moved</source>
        <extracomment>Rule -&gt; message; the rules missing here refuse silently (a group put back where it lay).</extracomment>
        <translation>Una carta boca abajo no se puede mover</translation>
    </message>
    <message>
        <source>Same suit: a card goes only on a card of the same family, one rank higher</source>
        <translation>Mismo palo: una carta solo va sobre otra del mismo palo y un valor más alta</translation>
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
        <translation>Una base se forma desde el as, de un valor en uno</translation>
    </message>
    <message>
        <source>A card taken from a foundation can only go back to a column</source>
        <translation>Una carta tomada de una base solo puede volver a una columna</translation>
    </message>
    <message>
        <source>Mixed suits: a card goes on any card exactly one rank higher</source>
        <extracomment>The rank rule reads differently under each rule set: in Classic it is part of &quot;Same suit&quot;.</extracomment>
        <translation>Palos mezclados: una carta va sobre cualquier carta exactamente un valor más alta</translation>
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
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
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
</TS>
