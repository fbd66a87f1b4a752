<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Where this game was lost cannot be told: its actions cannot all be played by this version of Russian Solitaire.</source>
        <translation>Wo dieses Spiel verloren ging, lässt sich nicht sagen: Nicht alle seine Schritte lassen sich in dieser Version von Russian Solitaire spielen.</translation>
    </message>
    <message>
        <source>Looking at where the game was lost…</source>
        <translation>Suche die Stelle, an der das Spiel verloren ging…</translation>
    </message>
    <message>
        <source>Counting the chances…</source>
        <translation>Die Gewinnchancen werden gezählt…</translation>
    </message>
    <message>
        <source>This game was won.</source>
        <translation>Dieses Spiel wurde gewonnen.</translation>
    </message>
    <message>
        <source>This deal could not be won from the start, whatever the play.</source>
        <translation>Dieses Spiel war von Anfang an nicht zu gewinnen, wie auch immer gespielt wurde.</translation>
    </message>
    <message numerus="yes">
        <source>This deal could not be won from the start, whatever the play; best possible: %n cards.</source>
        <translation>
            <numerusform>Dieses Spiel war von Anfang an nicht zu gewinnen, wie auch immer gespielt wurde; das Beste, was möglich war: %n Karte.</numerusform>
            <numerusform>Dieses Spiel war von Anfang an nicht zu gewinnen, wie auch immer gespielt wurde; das Beste, was möglich war: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was left while it could still be won.</source>
        <translation>Das Spiel wurde abgebrochen, als es noch zu gewinnen war.</translation>
    </message>
    <message>
        <source>The solver could not decide in time where this game was lost.</source>
        <translation>Der Löser konnte nicht rechtzeitig entscheiden, wo dieses Spiel verloren ging.</translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; best from there: %n cards.</source>
        <translation>
            <numerusform>Das Spiel war bis Schritt %1 zu gewinnen; %2 hat es verloren; das Beste von dort aus: %n Karte.</numerusform>
            <numerusform>Das Spiel war bis Schritt %1 zu gewinnen; %2 hat es verloren; das Beste von dort aus: %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n cards.</source>
        <translation>
            <numerusform>Das Spiel war bis Schritt %1 zu gewinnen; %2 hat es verloren; das Beste, was der Löser von dort aus fand: %n Karte.</numerusform>
            <numerusform>Das Spiel war bis Schritt %1 zu gewinnen; %2 hat es verloren; das Beste, was der Löser von dort aus fand: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>moving %1 to its foundation</source>
        <translation>der Zug „%1 auf den Ablagestapel“</translation>
    </message>
    <message>
        <source>moving %1 back to column %2</source>
        <translation>der Zug „%1 zurück in Spalte %2“</translation>
    </message>
    <message>
        <source>moving %1 to column %2</source>
        <translation>der Zug „%1 in Spalte %2“</translation>
    </message>
    <message>
        <source>%1 (by a redo)</source>
        <translation>%1 (durch Wiederholen)</translation>
    </message>
    <message>
        <source>Where the game was lost</source>
        <translation>Wo das Spiel verloren ging</translation>
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
        <translation>Dein Spielverlauf kann nicht in %1 aufbewahrt werden. %2 Du kannst spielen, aber kein Spiel wird aufgezeichnet, und ein unfertiges Spiel kommt nicht wieder.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in %1. %2 Changes last until you quit.</source>
        <translation>Deine Einstellungen können nicht in %1 gespeichert werden. %2 Änderungen gelten bis zum Beenden.</translation>
    </message>
    <message>
        <source>Your settings file could not be read (it is damaged). It was kept as %1; the settings that could be read are used, the others are back to their defaults.</source>
        <translation>Deine Einstellungsdatei konnte nicht gelesen werden (sie ist beschädigt). Eine Kopie liegt als %1 bereit; die lesbaren Einstellungen werden verwendet, die anderen stehen wieder auf ihren Standardwerten.</translation>
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
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
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
        <translation>Ass</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s full name: %1 is its rank (&quot;Queen&quot;), %2 its suit as said in a name (&quot;hearts&quot;).</extracomment>
        <translation>%2-%1</translation>
    </message>
</context>
<context>
    <name>GameCommands</name>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Restart This &amp;Deal</source>
        <translation>Spiel von &amp;vorn beginnen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>Spielcode &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>&amp;About Russian Solitaire</source>
        <translation>&amp;Über Russian Solitaire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Double-Click Places Cards</source>
        <translation>&amp;Doppelklick legt Karten ab</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>&amp;Ablegehilfe</translation>
    </message>
    <message>
        <source>&amp;Interactive Rules</source>
        <translation>&amp;Interaktive Regeln</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>A&amp;utomatisch ablegen</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste anzeigen</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Spielcode kopiert</translation>
    </message>
    <message>
        <source>Playing with the Keyboard</source>
        <translation>Mit der Tastatur spielen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move from pile to pile; &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; move along the face-up cards of a column.&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the card in focus with every card on it; carry it with the arrows, and &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; again drops it there. &lt;b&gt;Escape&lt;/b&gt; puts it back.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; sends the last card of the column in focus to its foundation.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; shows a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tastatur&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Links&lt;/b&gt; und &lt;b&gt;Rechts&lt;/b&gt; wechseln von Stapel zu Stapel, &lt;b&gt;Hoch&lt;/b&gt; und &lt;b&gt;Runter&lt;/b&gt; wandern über die aufgedeckten Karten einer Spalte.&lt;br&gt;&lt;b&gt;Leertaste&lt;/b&gt; oder &lt;b&gt;Eingabetaste&lt;/b&gt; nimmt die gewählte Karte mit allen Karten darauf auf; trage sie mit den Pfeiltasten weiter, und &lt;b&gt;Leertaste&lt;/b&gt; oder &lt;b&gt;Eingabetaste&lt;/b&gt; legt sie dort ab. &lt;b&gt;Esc&lt;/b&gt; legt sie zurück.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; legt die letzte Karte der gewählten Spalte auf ihren Ablagestapel.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; zeigt einen Tipp.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>Über Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;Die Patience aus der Yukon-Familie, bei der Farbe auf Farbe gelegt wird.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>It is built with Qt, PySide6 and Python, each under its own licence.</source>
        <translation>Es wurde mit Qt, PySide6 und Python entwickelt, die jeweils ihrer eigenen Lizenz unterliegen.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Lizenzen…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Neues &amp;lösbares Spiel</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Deal a new game (%1)</source>
        <translation>Ein neues Spiel austeilen (%1)</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning (%1)</source>
        <translation>Dieses Spiel von vorn beginnen (%1)</translation>
    </message>
    <message>
        <source>Undo the last move (%1)</source>
        <translation>Den letzten Zug rückgängig machen (%1)</translation>
    </message>
    <message>
        <source>Redo the move undone last (%1)</source>
        <translation>Den zuletzt zurückgenommenen Zug wiederholen (%1)</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see (%1)</source>
        <translation>Einen Zug nach den Karten vorschlagen, die du siehst (%1)</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>Weitere Schaltflächen</translation>
    </message>
    <message>
        <source>The buttons that do not fit</source>
        <translation>Die Schaltflächen, für die der Platz nicht reicht</translation>
    </message>
</context>
<context>
    <name>HintFeature</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see, with the chance to win</source>
        <translation>Einen Zug nach den Karten vorschlagen, die du siehst, mit der Gewinnchance</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Kein Zug hilft: Mach Züge rückgängig oder beginne ein neues Spiel.</translation>
    </message>
    <message>
        <source>Hint: %1. This game can be won from here.</source>
        <translation>Tipp: %1. Dieses Spiel ist von hier aus zu gewinnen.</translation>
    </message>
    <message>
        <source>This game cannot be won from here. Best move left: %1.</source>
        <translation>Dieses Spiel ist von hier aus nicht zu gewinnen. Bester Zug, der bleibt: %1.</translation>
    </message>
    <message>
        <source>Hint: %1. Whether this game can still be won is not known.</source>
        <translation>Tipp: %1. Ob dieses Spiel noch zu gewinnen ist, lässt sich nicht sagen.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.</source>
        <translation>
            <numerusform>Tipp: %1. Gewinnchance: etwa %2&#xa0;%, nach %n Versuch, die verdeckten Karten zu erraten.</numerusform>
            <numerusform>Tipp: %1. Gewinnchance: etwa %2&#xa0;%, nach %n Versuchen, die verdeckten Karten zu erraten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 auf den Ablagestapel</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 zurück in Spalte %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 in Spalte %2</translation>
    </message>
</context>
<context>
    <name>HistoryFeature</name>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was left as it is.</source>
        <translation>Dein Spielverlauf wurde von einer neueren Version von Russian Solitaire geschrieben, die diese Version nicht lesen kann. Er wurde unverändert gelassen.</translation>
    </message>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was kept as %1 and a new history was started.</source>
        <translation>Dein Spielverlauf wurde von einer neueren Version von Russian Solitaire geschrieben, die diese Version nicht lesen kann. Er wurde als %1 aufbewahrt und ein neuer Verlauf begonnen.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged). It was kept as %1 and a new history was started.</source>
        <translation>Dein Spielverlauf konnte nicht gelesen werden (die Datei ist beschädigt). Er wurde als %1 aufbewahrt und ein neuer Verlauf begonnen.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged).</source>
        <translation>Dein Spielverlauf konnte nicht gelesen werden (die Datei ist beschädigt).</translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %n games could still be read and were saved.</source>
        <translation>
            <numerusform>Dein Spielverlauf war beschädigt. %n Spiel konnte noch gelesen werden und wurde gerettet.</numerusform>
            <numerusform>Dein Spielverlauf war beschädigt. %n Spiele konnten noch gelesen werden und wurden gerettet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %1 of %n games were saved.</source>
        <translation>
            <numerusform>Dein Spielverlauf war beschädigt. %1 von %n Spiel wurde gerettet.</numerusform>
            <numerusform>Dein Spielverlauf war beschädigt. %1 von %n Spielen wurden gerettet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged file was left as it is, because its folder cannot be written.</source>
        <translation>Die beschädigte Datei wurde unverändert gelassen, weil in ihren Ordner nicht geschrieben werden kann.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Die beschädigte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The folder %1, which keeps your history and your unfinished game, cannot be written. You can play and look at your history, but no game will be recorded, and the game on the table will not be kept when you quit. Nothing in the folder is changed.</source>
        <translation>In den Ordner %1, der deinen Verlauf und dein unfertiges Spiel enthält, kann nicht geschrieben werden. Du kannst spielen und deinen Verlauf ansehen, aber kein Spiel wird aufgezeichnet, und das Spiel auf dem Spielfeld wird beim Beenden nicht aufbewahrt. Im Ordner wird nichts verändert.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved. %1</source>
        <translation>Das laufende Spiel kann nicht gespeichert werden. %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: the system does not let Russian Solitaire read its file. The file was left as it is; a new game was dealt.</source>
        <translation>Dein unfertiges Spiel konnte nicht geöffnet werden: Das System erlaubt Russian Solitaire nicht, seine Datei zu lesen. Die Datei wurde unverändert gelassen; ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stands in its place is not a file. It was left as it is; a new game was dealt.</source>
        <translation>Dein unfertiges Spiel konnte nicht geöffnet werden: An seiner Stelle liegt etwas, das keine Datei ist. Es wurde gelassen, wie es ist; ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stood in its place was not a file. It was moved to %1; a new game was dealt.</source>
        <translation>Dein unfertiges Spiel konnte nicht geöffnet werden: An seiner Stelle lag etwas, das keine Datei war. Es wurde nach %1 verschoben; ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. It was kept as %1; a new game was dealt.</source>
        <translation>Dein unfertiges Spiel wurde von einer neueren Version von Russian Solitaire gespeichert und kann hier nicht fortgesetzt werden. Es wurde als %1 aufbewahrt; ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). It was kept as %1; a new game was dealt.</source>
        <translation>Dein unfertiges Spiel konnte nicht gelesen werden (die Datei ist beschädigt). Es wurde als %1 aufbewahrt; ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged); a new game was dealt.</source>
        <translation>Dein unfertiges Spiel konnte nicht gelesen werden (die Datei ist beschädigt); ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. The file was left as it is; a new game was dealt.</source>
        <translation>Dein unfertiges Spiel wurde von einer neueren Version von Russian Solitaire gespeichert und kann hier nicht fortgesetzt werden. Die Datei wurde unverändert gelassen; ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). The file was left as it is; a new game was dealt.</source>
        <translation>Dein unfertiges Spiel konnte nicht gelesen werden (die Datei ist beschädigt). Die Datei wurde unverändert gelassen; ein neues Spiel wurde ausgeteilt.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed could not be recorded then. They are now in your history.</source>
        <translation>
            <numerusform>%n Spiel, das beim letzten Schließen von Russian Solitaire verlassen wurde, konnte damals nicht in deinen Verlauf aufgenommen werden. Jetzt ist es darin.</numerusform>
            <numerusform>%n Spiele, die beim letzten Schließen von Russian Solitaire verlassen wurden, konnten damals nicht in deinen Verlauf aufgenommen werden. Jetzt sind sie darin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed cannot be recorded in your history yet. They are kept and will be recorded at a later start.</source>
        <translation>
            <numerusform>%n Spiel, das beim letzten Schließen von Russian Solitaire verlassen wurde, kann noch nicht in deinen Verlauf aufgenommen werden. Es wird aufbewahrt und bei einem späteren Start aufgenommen.</numerusform>
            <numerusform>%n Spiele, die beim letzten Schließen von Russian Solitaire verlassen wurden, können noch nicht in deinen Verlauf aufgenommen werden. Diese Spiele werden aufbewahrt und bei einem späteren Start aufgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). The file was left as it is.</source>
        <translation>Ein Spiel, das darauf wartete, in deinen Verlauf aufgenommen zu werden, konnte nicht gelesen werden (die Datei ist beschädigt). Die Datei wurde gelassen, wie sie ist.</translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). It was kept as %1.</source>
        <translation>Ein Spiel, das darauf wartete, in deinen Verlauf aufgenommen zu werden, konnte nicht gelesen werden (die Datei ist beschädigt). Es wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your game history cannot be used right now.</source>
        <translation>Dein Spielverlauf kann gerade nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The History &amp; Statistics window cannot open.</source>
        <translation>Das Fenster „Verlauf &amp; Statistik“ kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history, so it is missing from your statistics.</source>
        <translation>Das Spiel %1 konnte nicht in deinen Verlauf aufgenommen werden und fehlt deshalb in deiner Statistik.</translation>
    </message>
    <message>
        <source>The game %1 could not be saved for the next start.</source>
        <translation>Das Spiel %1 konnte nicht für den nächsten Start gespeichert werden.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history.</source>
        <translation>Das Spiel %1 konnte nicht in deinen Verlauf aufgenommen werden.</translation>
    </message>
    <message>
        <source>Nothing of it could be kept on disk.</source>
        <translation>Nichts davon konnte auf dem Datenträger aufbewahrt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Only the game as it was after %n move(s) could be kept on disk.</source>
        <translation>
            <numerusform>Nur das Spiel, wie es nach %n Zug war, konnte auf dem Datenträger aufbewahrt werden.</numerusform>
            <numerusform>Nur das Spiel, wie es nach %n Zügen war, konnte auf dem Datenträger aufbewahrt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hi&amp;story &amp;&amp; Statistics…</source>
        <translation>Verlauf &amp;&amp; &amp;Statistik…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <extracomment>The table&apos;s columns, left to right.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spielcode</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Cards home</source>
        <translation>Karten abgelegt</translation>
    </message>
    <message>
        <source>The cards on the foundations when the game ended, of the most that perfect play brings home from its deal (the solver sees the face-down cards). … while the solver has yet to look at the deal; ? where it could not decide.</source>
        <extracomment>What the cards-home column shows where a count is not known: the deal is still to be solved, or the solver could not decide it (or an old game&apos;s moves do not replay). Lines read from the database at once, and how many such pages are kept. The role under which each line gives its :class:`Summary`.</extracomment>
        <translation>Die Karten auf den Ablagestapeln bei Spielende, verglichen mit den meisten, die fehlerfreies Spielen von Anfang an dorthin bringen kann (der Löser sieht die verdeckten Karten). … solange der Löser das Spiel noch nicht geprüft hat; ? wo er es nicht entscheiden konnte.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Part of your game history cannot be shown.</source>
        <extracomment>While the solver works through the deals of recorded games: how many are left.</extracomment>
        <translation>Ein Teil deines Spielverlaufs kann nicht angezeigt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Solver: %n deals to go</source>
        <translation>
            <numerusform>Löser: noch %n Spiel</numerusform>
            <numerusform>Löser: noch %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver is working out, in the background, which deals of your games can be won and how far perfect play gets on the others. The figures on winnable deals grow as it goes.</source>
        <translation>Der Löser ermittelt im Hintergrund, welche deiner Spiele lösbar sind und wie weit fehlerfreies Spielen bei den anderen kommt. Die Zahlen zu lösbaren Spielen wachsen dabei.</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded games could not be read (the history file holds values this version does not understand) and are left out.</source>
        <translation>
            <numerusform>%n gespeichertes Spiel konnte nicht gelesen werden (die Verlaufsdatei enthält Werte, die diese Version nicht versteht) und wird ausgelassen.</numerusform>
            <numerusform>%n gespeicherte Spiele konnten nicht gelesen werden (die Verlaufsdatei enthält Werte, die diese Version nicht versteht) und werden ausgelassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 von %Ln Spiel</numerusform>
            <numerusform>%1 von %Ln Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>rusol-qt history %1.csv</source>
        <translation>rusol-qt Verlauf %1.csv</translation>
    </message>
    <message>
        <source>Your history can only be read: its folder cannot be written.</source>
        <translation>Dein Verlauf kann nur gelesen werden: In seinen Ordner kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The game cannot be replayed.</source>
        <translation>Das Spiel kann nicht wiedergegeben werden.</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported.</source>
        <translation>Der Verlauf konnte nicht exportiert werden.</translation>
    </message>
    <message>
        <source>The history could not be written to %1:
%2</source>
        <translation>Der Verlauf konnte nicht in %1 gespeichert werden:
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n games were exported to %1</source>
        <translation>
            <numerusform>%n Spiel wurde nach %1 exportiert</numerusform>
            <numerusform>%n Spiele wurden nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n recorded games and start the statistics again?</source>
        <translation>
            <numerusform>Das %n gespeicherte Spiel löschen und die Statistik neu beginnen?</numerusform>
            <numerusform>Alle %n gespeicherten Spiele löschen und die Statistik neu beginnen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their replays are deleted too. This cannot be undone; export the history first to keep a copy.</source>
        <translation>Die Wiedergaben dieser Spiele werden ebenfalls gelöscht. Das lässt sich nicht rückgängig machen; exportiere vorher den Verlauf, um eine Kopie zu behalten.</translation>
    </message>
    <message>
        <source>Delete All Games</source>
        <translation>Alle Spiele löschen</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>Deine Statistik konnte nicht zurückgesetzt werden.</translation>
    </message>
    <message>
        <source>History &amp; Statistics</source>
        <translation>Verlauf &amp; Statistik</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Re&amp;sult:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Find a game code</source>
        <translation>Spielcode suchen</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Bisherige Spiele</translation>
    </message>
    <message>
        <source>Results of the latest games</source>
        <translation>Ergebnisse der letzten Spiele</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>Watch the chosen game again, move by move</source>
        <translation>Das gewählte Spiel Zug um Zug noch einmal ansehen</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>Dieses Spiel &amp;neu spielen</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>Code &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Reset S&amp;tatistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>The playing time of the whole recorded game</source>
        <translation>Die Spielzeit des ganzen aufgezeichneten Spiels</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Züge:</translation>
    </message>
    <message>
        <source>The rule set of this game</source>
        <translation>Die Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the game code</source>
        <translation>Spielcode kopieren</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Komponenten</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Lizenztext</translation>
    </message>
    <message>
        <source>Russian Solitaire is free software under the MIT licence. It is built with the software below, each under its own licence; the game&apos;s packages and installers carry these texts.</source>
        <translation>Russian Solitaire ist freie Software unter der MIT-Lizenz. Es wurde mit der unten aufgeführten Software entwickelt, die jeweils ihrer eigenen Lizenz unterliegt; die Pakete und Installationsprogramme des Spiels enthalten diese Texte.</translation>
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
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Spielfeld. Die Pfeiltasten bewegen den Fokus, die Leertaste nimmt eine Gruppe auf und legt sie ab, F legt eine Karte auf ihren Ablagestapel, Escape legt eine Gruppe zurück.</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Spiel von vorn beginnen</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning?</source>
        <translation>Dieses Spiel von vorn beginnen?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu beginnen</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Leave the game in progress for a new one?</source>
        <translation>Das laufende Spiel für ein neues verlassen?</translation>
    </message>
    <message>
        <source>Russian Solitaire was started again, asking for the game %1. Leave the game in progress for it?</source>
        <translation>Russian Solitaire wurde noch einmal gestartet und verlangt das Spiel %1. Das laufende Spiel dafür verlassen?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>The game in progress will be recorded as abandoned in the history.</source>
        <translation>Das laufende Spiel wird im Verlauf als abgebrochen eingetragen.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Das laufende Spiel geht verloren.</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Deal %1 under the %2 rules.</source>
        <extracomment>What the typed code means, or why it cannot be read. Random deals only: the solver draws deals until it proves one winnable.</extracomment>
        <translation>%1 mit den Regeln „%2“ austeilen.</translation>
    </message>
    <message>
        <source>Leave the code empty for a new random deal.</source>
        <translation>Ohne Code wird zufällig neu ausgeteilt.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>C&amp;lassic</source>
        <translation>&amp;Klassisch</translation>
    </message>
    <message>
        <source>&amp;Mixed suits</source>
        <translation>&amp;Gemischte Farben</translation>
    </message>
    <message>
        <source>&amp;Game code (optional):</source>
        <translation>Spiel&amp;code (optional):</translation>
    </message>
    <message>
        <source>RU1-C-ABCDEFG</source>
        <translation>RU1-C-ABCDEFG</translation>
    </message>
    <message>
        <source>Type or paste the code of a deal to play it again, or leave it empty.</source>
        <translation>Gib den Code eines Spiels ein oder füge ihn ein, um es noch einmal zu spielen, oder lass das Feld leer.</translation>
    </message>
    <message>
        <source>Only &amp;winnable deals</source>
        <translation>Nur &amp;lösbare Spiele</translation>
    </message>
    <message>
        <source>Deal only a game the solver has proved can be won (it knows every card).</source>
        <translation>Nur Spiele austeilen, deren Lösbarkeit der Löser bewiesen hat (er kennt jede Karte).</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Aus&amp;teilen</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Übergeordnetes Verzeichnis</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gehe zum übergeordneten Verzeichnis</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Wechsle zu Listenansicht</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Wechsle zu Detailansicht</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste der Orte und Lesezeichen</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Die Datei %1 existiert bereits.
Soll sie überschrieben werden?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Neues Verzeichnis</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Neues Verzeichnis</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Versteckte Dateien anzeigen</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Zuletzt besucht</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Verzeichnis:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Verzeichnisse</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Änderungsdatum</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mein Computer</translation>
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
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Schließen ohne zu Speichern</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Details einblenden...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Details ausblenden...</translation>
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
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja, &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ein, keine</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its game code “%1” cannot be read. The record may be damaged or come from another version of Russian Solitaire.</source>
        <translation>Dieses Spiel kann nicht wiedergegeben werden: Sein Spielcode „%1“ ist nicht lesbar. Die Aufzeichnung ist vielleicht beschädigt oder stammt aus einer anderen Version von Russian Solitaire.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Wiedergabe von %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause</source>
        <extracomment>Time between two actions when the replay plays by itself, in milliseconds.</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>To the Deal</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Zurück zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Einen Schritt zurück (Links)</translation>
    </message>
    <message>
        <source>Play the actions one after another (Space)</source>
        <translation>Die Schritte nacheinander abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Einen Schritt vor (Rechts)</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>To the last action (End)</source>
        <translation>Zum letzten Schritt (Ende)</translation>
    </message>
    <message>
        <source>Close Replay</source>
        <translation>Wiedergabe schließen</translation>
    </message>
    <message>
        <source>Back to your game (Escape)</source>
        <translation>Zurück zu deinem Spiel (Esc)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No games yet.</source>
        <extracomment>How many of the latest games the chart shows, and how many games the win rate looks back.</extracomment>
        <translation>Noch keine Spiele.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games; rolling win rate now %1%.</source>
        <translation>
            <numerusform>Das letzte Spiel; gleitende Gewinnquote jetzt %1 %.</numerusform>
            <numerusform>Die letzten %n Spiele; gleitende Gewinnquote jetzt %1 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate, last %n games</source>
        <translation>
            <numerusform>Gewinnquote des letzten Spiels</numerusform>
            <numerusform>Gewinnquote der letzten %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation>Ergebnisdiagramm</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>A face-down card cannot be moved</source>
        <extracomment>Rule -&gt; message; the rules missing here refuse silently (a group put back where it lay).</extracomment>
        <translation>Eine verdeckte Karte kann nicht bewegt werden</translation>
    </message>
    <message>
        <source>Same suit: a card goes only on a card of the same family, one rank higher</source>
        <translation>Gleiche Farbe: Eine Karte passt nur auf eine um eins höhere Karte derselben Farbe</translation>
    </message>
    <message>
        <source>Only a King can go on an empty column</source>
        <translation>Nur ein König darf in eine leere Spalte</translation>
    </message>
    <message>
        <source>At most %1 cards can move at once</source>
        <translation>Höchstens %1 Karten können auf einmal bewegt werden</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation, one card at a time</source>
        <translation>Nur die letzte Karte einer Spalte darf auf einen Ablagestapel, immer eine Karte auf einmal</translation>
    </message>
    <message>
        <source>Each foundation takes one suit only</source>
        <translation>Jeder Ablagestapel nimmt nur eine Farbe auf</translation>
    </message>
    <message>
        <source>A foundation is built up from the Ace, one rank at a time</source>
        <translation>Ein Ablagestapel wird vom Ass an aufgebaut, Wert für Wert</translation>
    </message>
    <message>
        <source>A card taken from a foundation can only go back to a column</source>
        <translation>Eine Karte vom Ablagestapel kann nur in eine Spalte zurück</translation>
    </message>
    <message>
        <source>Mixed suits: a card goes on any card exactly one rank higher</source>
        <extracomment>The rank rule reads differently under each rule set: in Classic it is part of &quot;Same suit&quot;.</extracomment>
        <translation>Gemischte Farben: Eine Karte passt auf jede Karte, die genau einen Wert höher ist</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Regeln von Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up, of the &lt;b&gt;same suit&lt;/b&gt; and exactly one rank higher: the 7 of hearts goes on the 8 of hearts, never on the 8 of diamonds or a black 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Anlegen.&lt;/b&gt; Jede aufgedeckte Karte kann mit allen Karten darauf – ob geordnet oder nicht – auf die letzte Karte einer anderen Spalte gelegt werden, wenn diese aufgedeckt ist, &lt;b&gt;dieselbe Farbe&lt;/b&gt; hat und genau einen Wert höher ist: die Herz-Sieben auf die Herz-Acht, nie auf die Karo-Acht oder eine schwarze Acht. Nur die unterste Karte der Gruppe muss passen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up and exactly one rank higher, &lt;b&gt;whatever its suit&lt;/b&gt;: the 7 of hearts goes on any 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Anlegen.&lt;/b&gt; Jede aufgedeckte Karte kann mit allen Karten darauf – ob geordnet oder nicht – auf die letzte Karte einer anderen Spalte gelegt werden, wenn diese aufgedeckt und genau einen Wert höher ist, &lt;b&gt;gleich welcher Farbe&lt;/b&gt;: die Herz-Sieben auf jede Acht. Nur die unterste Karte der Gruppe muss passen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King. The game is won when all 52 cards are there. There is no stock: every card is dealt into the seven columns.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Baue alle vier Farben auf den Ablagestapeln auf, vom Ass bis zum König. Das Spiel ist gewonnen, wenn alle 52 Karten dort liegen. Es gibt keinen Talon: Alle Karten werden in die sieben Spalten ausgeteilt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Groups.&lt;/b&gt; At most %1 cards move at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Gruppen.&lt;/b&gt; Höchstens %1 Karten werden auf einmal bewegt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Empty columns.&lt;/b&gt; Only a King, alone or with the cards on top of it, goes on an empty column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Leere Spalten.&lt;/b&gt; Nur ein König, allein oder mit den Karten darauf, kommt in eine leere Spalte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Face-down cards&lt;/b&gt; turn up by themselves when they become the last card of their column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Verdeckte Karten&lt;/b&gt; werden von selbst aufgedeckt, sobald sie die letzte Karte ihrer Spalte sind.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Foundations.&lt;/b&gt; Each foundation takes one suit, from the Ace up to the King, one card at a time: the last card of a column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ablagestapel.&lt;/b&gt; Jeder Ablagestapel nimmt eine Farbe auf, vom Ass bis zum König, eine Karte nach der anderen: die letzte Karte einer Spalte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Taking back.&lt;/b&gt; The top card of a foundation can be dragged back onto a column where it fits by the rules above (a King onto an empty column). No points are lost; put back on its foundation, it earns its points again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zurücknehmen.&lt;/b&gt; Die oberste Karte eines Ablagestapels kann zurück auf eine Spalte gezogen werden, auf die sie nach den Regeln oben passt (ein König in eine leere Spalte). Dabei gehen keine Punkte verloren; zurück auf ihrem Ablagestapel bringt sie ihre Punkte erneut.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Score.&lt;/b&gt; %1 points for each card put on a foundation, %2 for each face-down card turned up; moves between columns and taking back score nothing. The score starts at 0 and never goes below 0: a game won without taking cards back ends on %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Punkte.&lt;/b&gt; %1 Punkte für jede Karte auf einem Ablagestapel, %2 für jede verdeckte Karte, die aufgedeckt wird; Züge zwischen Spalten und das Zurücknehmen bringen nichts. Die Punkte beginnen bei 0 und fallen nie unter 0: Ein Spiel, das ohne Zurücknehmen gewonnen wird, endet mit %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Undo.&lt;/b&gt; The last %1 moves can be undone, and undone moves redone. Undo puts back the cards, which side faces up and the score; the move counter does not go down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Rückgängig.&lt;/b&gt; Die letzten %1 Züge lassen sich rückgängig machen und zurückgenommene Züge wiederholen. Rückgängig stellt die Karten, ihre aufgedeckte Seite und die Punkte wieder her; der Zugzähler geht nicht zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rule set is chosen in the New Game window: Classic (a card goes only on the same suit) or Mixed suits (any suit). The game code keeps it: C for Classic, R for Mixed suits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Regeln werden im Fenster „Neues Spiel“ gewählt: Klassisch (eine Karte nur auf dieselbe Farbe) oder Gemischte Farben (jede Farbe). Der Spielcode hält sie fest: C für Klassisch, R für Gemischte Farben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mouse.&lt;/b&gt; Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table; or drag it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Maus.&lt;/b&gt; Ein Klick auf die letzte Karte einer Spalte legt sie auf ihren Ablagestapel; ein Doppelklick auf eine Karte bewegt sie auf den besten Platz im Spielfeld; oder ziehe sie.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>The settings shown as check boxes, in the order of the dialog. One check box per setting of :data:`CHECKED_SETTINGS`, by the setting&apos;s name.</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>&amp;Double-click</source>
        <translation>&amp;Doppelklick</translation>
    </message>
    <message>
        <source>Double-clicking a card looks for a place for it on the table.</source>
        <translation>Ein Doppelklick auf eine Karte sucht ihr einen Platz auf dem Spielfeld.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Ablegehilfe</translation>
    </message>
    <message>
        <source>While you drag cards, the places that take them are shown.</source>
        <translation>Beim Ziehen von Karten werden die Plätze gezeigt, die sie annehmen.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>Interaktive &amp;Regeln</translation>
    </message>
    <message>
        <source>When a move is refused, the rule that refuses it is explained.</source>
        <translation>Wird ein Zug abgelehnt, wird die Regel dazu erklärt.</translation>
    </message>
    <message>
        <source>&amp;Auto placement</source>
        <translation>A&amp;utomatisch ablegen</translation>
    </message>
    <message>
        <source>When you release a card, the game chooses the column for it.</source>
        <translation>Beim Loslassen einer Karte wählt das Spiel die Spalte für sie.</translation>
    </message>
    <message>
        <source>&amp;Solver status</source>
        <translation>&amp;Löserstatus</translation>
    </message>
    <message>
        <source>The info bar says whether the solver can still win the game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>Die Infoleiste zeigt, ob der Löser das Spiel von hier aus noch gewinnen kann. Er schaut sich dafür die verdeckten Karten an und sieht also mehr als ein Spieler.</translation>
    </message>
    <message>
        <source>&amp;Resume the game in progress</source>
        <translation>Laufendes Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <source>An unfinished game comes back at the next start. When off, quitting records it as abandoned.</source>
        <translation>Ein unfertiges Spiel kommt beim nächsten Start zurück. Ist dies aus, wird es beim Beenden als abgebrochen gespeichert.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Kartenblatt:</translation>
    </message>
    <message>
        <source>&amp;Two colours</source>
        <translation>&amp;Zweifarbig</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>&amp;Vierfarbig</translation>
    </message>
    <message>
        <source>Show the tool&amp;bar</source>
        <translation>&amp;Werkzeugleiste anzeigen</translation>
    </message>
    <message>
        <source>Each suit in a colour of its own, to tell the suits apart at a glance.</source>
        <translation>Jede Farbe in einem eigenen Farbton, um sie auf einen Blick zu unterscheiden.</translation>
    </message>
</context>
<context>
    <name>SolverStatusFeature</name>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>&amp;Löserstatus</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>Ob der Löser dieses Spiel von hier aus noch gewinnen kann. Er schaut sich dafür die verdeckten Karten an und sieht also mehr als ein Spieler.</translation>
    </message>
    <message>
        <source>Solver: thinking…</source>
        <translation>Löser: denkt nach…</translation>
    </message>
    <message>
        <source>Solver: winnable</source>
        <translation>Löser: lösbar</translation>
    </message>
    <message>
        <source>Solver: not winnable</source>
        <translation>Löser: nicht lösbar</translation>
    </message>
    <message>
        <source>Solver: no longer winnable</source>
        <translation>Löser: nicht mehr lösbar</translation>
    </message>
    <message>
        <source>Solver: cannot be won from here</source>
        <translation>Löser: von hier aus nicht lösbar</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Löser: unbekannt</translation>
    </message>
    <message>
        <source>Solver: won</source>
        <translation>Löser: gewonnen</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abgebrochen</numerusform>
            <numerusform>%n abgebrochen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The figures in the order of the panel&apos;s lines. The fair win rate&apos;s lines, after those: of the games whose deal can be won, how many were won (&quot;12 of 15&quot;), and that as a percentage. (Two lines, not three: the panel must fit a small screen in Thai.) The value labels, by figure and rule set (``None``: overall).</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Not counted: %n games whose deal the solver could not decide.</source>
        <translation>
            <numerusform>Nicht gezählt: %n Spiel, das der Löser nicht entscheiden konnte.</numerusform>
            <numerusform>Nicht gezählt: %n Spiele, die der Löser nicht entscheiden konnte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Höchste Punktzahl</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Schnellster Sieg</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Wenigste Züge zum Sieg</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Durchschnittliche Zeit eines Siegs</translation>
    </message>
    <message>
        <source>Average moves of a win</source>
        <translation>Durchschnittliche Züge eines Siegs</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Längste Niederlagenserie</translation>
    </message>
    <message>
        <source>Winnable deals won</source>
        <translation>Lösbare Spiele gewonnen</translation>
    </message>
    <message>
        <source>Win rate on winnable deals</source>
        <translation>Gewinnquote bei lösbaren Spielen</translation>
    </message>
    <message>
        <source>Counted over the games whose deal the solver proved can be won. It sees the face-down cards: a deal it cannot win, no one can.</source>
        <translation>Gezählt über die Spiele, die der Löser als lösbar erwiesen hat. Er sieht die verdeckten Karten: Ein Spiel, das er nicht gewinnen kann, kann niemand gewinnen.</translation>
    </message>
</context>
<context>
    <name>SuitName</name>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>%1 foundation, empty</source>
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. The layout for the view&apos;s size alone, before any column folds into lanes. The layout of the table as it shows: with the lanes its long columns take. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
        <translation>Ablagestapel %1, leer</translation>
    </message>
    <message>
        <source>%1, on the foundation</source>
        <translation>%1, auf dem Ablagestapel</translation>
    </message>
    <message>
        <source>Empty column %1</source>
        <translation>Leere Spalte %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n cards on top</source>
        <translation>
            <numerusform>%1, Spalte %2, mit %n Karte darauf</numerusform>
            <numerusform>%1, Spalte %2, mit %n Karten darauf</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>TimelineStrip</name>
    <message>
        <source>Could be won, with sight of every card.</source>
        <translation>Zu gewinnen, wenn man jede Karte sieht.</translation>
    </message>
    <message>
        <source>Could not be won, even with sight of every card.</source>
        <translation>Nicht zu gewinnen, selbst wenn man jede Karte sieht.</translation>
    </message>
    <message>
        <source>The solver could not decide whether it could be won.</source>
        <translation>Der Löser konnte nicht entscheiden, ob es zu gewinnen war.</translation>
    </message>
    <message>
        <source>Still being analysed.</source>
        <translation>Wird noch untersucht.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: about %1%.</source>
        <translation>Gewinnchance nach dem, was du sehen konntest: etwa %1&#xa0;%.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: %1% (every card face up).</source>
        <translation>Gewinnchance nach dem, was du sehen konntest: %1&#xa0;% (alle Karten offen).</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: still being counted.</source>
        <translation>Gewinnchance nach dem, was du sehen konntest: wird noch gezählt.</translation>
    </message>
    <message>
        <source>Where the game was lost, action by action</source>
        <translation>Wo das Spiel verloren ging, Schritt für Schritt</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Glückwunsch, du hast gewonnen!</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Züge:</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
</context>
<context>
    <name>WinnableDeal</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Nur lösbare Spiele</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Suche ein lösbares Spiel…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Suche ein lösbares Spiel… (%n Spiel geprüft)</numerusform>
            <numerusform>Suche ein lösbares Spiel… (%n Spiele geprüft)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Mixed suits</source>
        <translation>Gemischte Farben</translation>
    </message>
    <message>
        <source>A card goes only on the next higher card of the same suit.</source>
        <translation>Eine Karte passt nur auf die nächsthöhere Karte derselben Farbe.</translation>
    </message>
    <message>
        <source>A card goes on any card one rank higher, whatever its suit.</source>
        <translation>Eine Karte passt auf jede um eins höhere Karte, gleich welcher Farbe.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>Der Spielcode ist leer.</translation>
    </message>
    <message>
        <source>A game code looks like RU1-C-ABCDEFG.</source>
        <translation>Ein Spielcode sieht so aus: RU1-C-ABCDEFG.</translation>
    </message>
    <message>
        <source>A game code starts with RU, not “%1”.</source>
        <translation>Ein Spielcode beginnt mit RU, nicht mit „%1“.</translation>
    </message>
    <message>
        <source>Game code version %1 is unknown; this version of the game reads RU1 codes.</source>
        <translation>Die Spielcode-Version %1 ist unbekannt; diese Version des Spiels liest RU1-Codes.</translation>
    </message>
    <message>
        <source>The rule letter must be C (Classic) or R (Mixed suits), not “%1”.</source>
        <translation>Der Regelbuchstabe muss C (Klassisch) oder R (Gemischte Farben) sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>The deal part must have 7 letters; it has %1.</source>
        <translation>Der Kartenteil des Codes muss 7 Buchstaben haben; er hat %1.</translation>
    </message>
    <message>
        <source>The deal part may hold only the letters A to Z, not “%1”.</source>
        <translation>Der Kartenteil des Codes darf nur die Buchstaben A bis Z enthalten, nicht „%1“.</translation>
    </message>
    <message>
        <source>The folder of your history cannot be written (its permissions, or a disk that is read-only).</source>
        <extracomment>Why the history cannot be read or written, said to the player; the system&apos;s own words go to the message&apos;s &quot;Details&quot;, never into these sentences.</extracomment>
        <translation>In den Ordner deines Verlaufs kann nicht geschrieben werden (seine Berechtigungen oder ein schreibgeschütztes Laufwerk).</translation>
    </message>
    <message>
        <source>The history file cannot be opened or read.</source>
        <translation>Die Verlaufsdatei kann nicht geöffnet oder gelesen werden.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Russian Solitaire.</source>
        <translation>Der Verlauf wurde von einer neueren Version von Russian Solitaire geschrieben.</translation>
    </message>
    <message>
        <source>The history file is damaged, and no copy of it could be made to set it aside.</source>
        <translation>Die Verlaufsdatei ist beschädigt, und es konnte keine Kopie angelegt werden, um sie beiseitezulegen.</translation>
    </message>
    <message>
        <source>Another copy of Russian Solitaire kept the history busy for too long.</source>
        <translation>Eine andere laufende Kopie von Russian Solitaire hat den Verlauf zu lange belegt.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Das Laufwerk ist voll.</translation>
    </message>
    <message>
        <source>The system reported an error.</source>
        <translation>Das System hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>The folder cannot be written (its permissions, or a disk that is read-only).</source>
        <translation>In den Ordner kann nicht geschrieben werden (seine Berechtigungen oder ein schreibgeschütztes Laufwerk).</translation>
    </message>
    <message>
        <source>A file stands where the folder should be.</source>
        <translation>Wo der Ordner sein sollte, liegt eine Datei.</translation>
    </message>
    <message>
        <source>Something that is not a file (a folder, say) stands where the file should be.</source>
        <translation>Wo die Datei sein sollte, liegt etwas, das keine Datei ist (etwa ein Ordner).</translation>
    </message>
</context>
</TS>
