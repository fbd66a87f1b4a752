<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb" sourcelanguage="en">
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Where this game was lost cannot be told: its actions cannot all be played by this version of Russian Solitaire.</source>
        <translation>Det kan ikke sies hvor dette spillet ble tapt: ikke alle handlingene i det kan spilles i denne versjonen av Russian Solitaire.</translation>
    </message>
    <message>
        <source>Looking at where the game was lost…</source>
        <translation>Ser etter hvor spillet ble tapt…</translation>
    </message>
    <message>
        <source>Counting the chances…</source>
        <translation>Teller sjansene for å vinne…</translation>
    </message>
    <message>
        <source>This game was won.</source>
        <translation>Dette spillet ble vunnet.</translation>
    </message>
    <message>
        <source>This deal could not be won from the start, whatever the play.</source>
        <translation>Denne utdelingen kunne ikke vinnes fra starten, uansett hvordan den ble spilt.</translation>
    </message>
    <message numerus="yes">
        <source>This deal could not be won from the start, whatever the play; best possible: %n cards.</source>
        <translation>
            <numerusform>Denne utdelingen kunne ikke vinnes fra starten, uansett hvordan den ble spilt; best mulig: %n kort.</numerusform>
            <numerusform>Denne utdelingen kunne ikke vinnes fra starten, uansett hvordan den ble spilt; best mulig: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was left while it could still be won.</source>
        <translation>Spillet ble avbrutt mens det fortsatt kunne vinnes.</translation>
    </message>
    <message>
        <source>The solver could not decide in time where this game was lost.</source>
        <translation>Løseren kunne ikke avgjøre i tide hvor dette spillet ble tapt.</translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; best from there: %n cards.</source>
        <translation>
            <numerusform>Utdelingen kunne vinnes frem til handling %1; %2 tapte den; best mulig derfra: %n kort.</numerusform>
            <numerusform>Utdelingen kunne vinnes frem til handling %1; %2 tapte den; best mulig derfra: %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n cards.</source>
        <translation>
            <numerusform>Utdelingen kunne vinnes frem til handling %1; %2 tapte den; det beste løseren fant derfra: %n kort.</numerusform>
            <numerusform>Utdelingen kunne vinnes frem til handling %1; %2 tapte den; det beste løseren fant derfra: %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>moving %1 to its foundation</source>
        <translation>å flytte %1 til grunnbunken</translation>
    </message>
    <message>
        <source>moving %1 back to column %2</source>
        <translation>å flytte %1 tilbake til kolonne %2</translation>
    </message>
    <message>
        <source>moving %1 to column %2</source>
        <translation>å flytte %1 til kolonne %2</translation>
    </message>
    <message>
        <source>%1 (by a redo)</source>
        <translation>%1 (med Gjør om)</translation>
    </message>
    <message>
        <source>Where the game was lost</source>
        <translation>Hvor spillet ble tapt</translation>
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
        <translation>Spillhistorikken din kan ikke tas vare på i %1. %2 Du kan spille, men ingen spill blir lagret, og et spill du ikke gjør ferdig, kommer ikke tilbake.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in %1. %2 Changes last until you quit.</source>
        <translation>Innstillingene dine kan ikke lagres i %1. %2 Endringer gjelder til du avslutter.</translation>
    </message>
    <message>
        <source>Your settings file could not be read (it is damaged). It was kept as %1; the settings that could be read are used, the others are back to their defaults.</source>
        <translation>Innstillingsfilen din kunne ikke leses (den er skadet). Den er tatt vare på som %1; innstillingene som kunne leses, brukes, og de andre er satt tilbake til standard.</translation>
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
        <translation>ess</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Spar</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Hjerter</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kløver</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s full name: %1 is its rank (&quot;Queen&quot;), %2 its suit as said in a name (&quot;hearts&quot;).</extracomment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>GameCommands</name>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>Restart This &amp;Deal</source>
        <translation>&amp;Start utdelingen på nytt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Kopier spillkoden</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Innstillinger…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Avsl&amp;utt</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>&amp;About Russian Solitaire</source>
        <translation>&amp;Om Russian Solitaire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Om &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Double-Click Places Cards</source>
        <translation>&amp;Dobbeltklikk plasserer kort</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>&amp;Plasseringshjelp</translation>
    </message>
    <message>
        <source>&amp;Interactive Rules</source>
        <translation>Interaktive &amp;regler</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>&amp;Automatisk plassering</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Firefarget kortstokk</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Vis &amp;verktøylinje</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Spillkoden er kopiert</translation>
    </message>
    <message>
        <source>Playing with the Keyboard</source>
        <translation>Spille med tastaturet</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move from pile to pile; &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; move along the face-up cards of a column.&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the card in focus with every card on it; carry it with the arrows, and &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; again drops it there. &lt;b&gt;Escape&lt;/b&gt; puts it back.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; sends the last card of the column in focus to its foundation.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; shows a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Tastatur&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Venstre&lt;/b&gt; og &lt;b&gt;Høyre&lt;/b&gt; flytter fra bunke til bunke; &lt;b&gt;Opp&lt;/b&gt; og &lt;b&gt;Ned&lt;/b&gt; flytter langs de synlige kortene i en kolonne.&lt;br&gt;&lt;b&gt;Mellomrom&lt;/b&gt; eller &lt;b&gt;Enter&lt;/b&gt; tar opp det valgte kortet med alle kortene som ligger på det; bær det med piltastene, og &lt;b&gt;Mellomrom&lt;/b&gt; eller &lt;b&gt;Enter&lt;/b&gt; igjen legger det der. &lt;b&gt;Esc&lt;/b&gt; legger det tilbake.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; sender det siste kortet i den valgte kolonnen til grunnbunken sin.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; viser et tips.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>Om Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;Kabalen i Yukon-familien der kortene legges i samme kortfarge.&lt;/p&gt;&lt;p&gt;Fri programvare under MIT-lisensen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>It is built with Qt, PySide6 and Python, each under its own licence.</source>
        <translation>Det er bygd med Qt, PySide6 og Python, hver under sin egen lisens.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Lisenser…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Om Qt</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Nytt spill som kan &amp;vinnes</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>Toolbar</source>
        <translation>Verktøylinje</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Start på nytt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Angre</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gjør om</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Deal a new game (%1)</source>
        <translation>Del ut et nytt spill (%1)</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning (%1)</source>
        <translation>Start denne utdelingen på nytt fra begynnelsen (%1)</translation>
    </message>
    <message>
        <source>Undo the last move (%1)</source>
        <translation>Angre det siste trekket (%1)</translation>
    </message>
    <message>
        <source>Redo the move undone last (%1)</source>
        <translation>Gjør om trekket som sist ble angret (%1)</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see (%1)</source>
        <translation>Foreslå et trekk ut fra kortene du ser (%1)</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>Flere knapper</translation>
    </message>
    <message>
        <source>The buttons that do not fit</source>
        <translation>Knappene som ikke får plass</translation>
    </message>
</context>
<context>
    <name>HintFeature</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see, with the chance to win</source>
        <translation>Foreslå et trekk ut fra kortene du ser, med sjansen for å vinne</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Leter etter et godt trekk…</translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Ingen trekk hjelper: angre, eller start et nytt spill.</translation>
    </message>
    <message>
        <source>Hint: %1. This game can be won from here.</source>
        <translation>Tips: %1. Dette spillet kan vinnes herfra.</translation>
    </message>
    <message>
        <source>This game cannot be won from here. Best move left: %1.</source>
        <translation>Dette spillet kan ikke vinnes herfra. Beste trekk som er igjen: %1.</translation>
    </message>
    <message>
        <source>Hint: %1. Whether this game can still be won is not known.</source>
        <translation>Tips: %1. Om dette spillet fortsatt kan vinnes, er ukjent.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.</source>
        <translation>
            <numerusform>Tips: %1. Sjanse for å vinne: omtrent %2&#xa0;%, ut fra %n gjetning på de skjulte kortene.</numerusform>
            <numerusform>Tips: %1. Sjanse for å vinne: omtrent %2&#xa0;%, ut fra %n gjetninger på de skjulte kortene.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 til grunnbunken</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 tilbake til kolonne %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 til kolonne %2</translation>
    </message>
</context>
<context>
    <name>HistoryFeature</name>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was left as it is.</source>
        <translation>Spillhistorikken din ble skrevet av en nyere versjon av Russian Solitaire, som denne versjonen ikke kan lese. Den er latt være som den er.</translation>
    </message>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was kept as %1 and a new history was started.</source>
        <translation>Spillhistorikken din ble skrevet av en nyere versjon av Russian Solitaire, som denne versjonen ikke kan lese. Den er tatt vare på som %1, og en ny historikk er startet.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged). It was kept as %1 and a new history was started.</source>
        <translation>Spillhistorikken din kunne ikke leses (filen er skadet). Den er tatt vare på som %1, og en ny historikk er startet.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged).</source>
        <translation>Spillhistorikken din kunne ikke leses (filen er skadet).</translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %n games could still be read and were saved.</source>
        <translation>
            <numerusform>Spillhistorikken din var skadet. %n spill kunne fortsatt leses og er tatt vare på.</numerusform>
            <numerusform>Spillhistorikken din var skadet. %n spill kunne fortsatt leses og er tatt vare på.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %1 of %n games were saved.</source>
        <translation>
            <numerusform>Spillhistorikken din var skadet. %1 av %n spill er tatt vare på.</numerusform>
            <numerusform>Spillhistorikken din var skadet. %1 av %n spill er tatt vare på.</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged file was left as it is, because its folder cannot be written.</source>
        <translation>Den skadede filen er latt være som den er, fordi mappen den ligger i, ikke kan skrives til.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Den skadede filen er tatt vare på som %1.</translation>
    </message>
    <message>
        <source>The folder %1, which keeps your history and your unfinished game, cannot be written. You can play and look at your history, but no game will be recorded, and the game on the table will not be kept when you quit. Nothing in the folder is changed.</source>
        <translation>Mappen %1, der historikken din og det uferdige spillet ditt ligger, kan ikke skrives til. Du kan spille og se på historikken, men ingen spill blir lagret, og spillet på bordet blir ikke tatt vare på når du avslutter. Ingenting i mappen blir endret.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved. %1</source>
        <translation>Spillet du holder på med, kan ikke lagres. %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: the system does not let Russian Solitaire read its file. The file was left as it is; a new game was dealt.</source>
        <translation>Det uferdige spillet ditt kunne ikke åpnes: systemet lar ikke Russian Solitaire lese filen. Filen er latt være som den er; et nytt spill er delt ut.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stands in its place is not a file. It was left as it is; a new game was dealt.</source>
        <translation>Det uferdige spillet ditt kunne ikke åpnes: det som ligger på plassen, er ikke en fil. Det er latt være som det er; et nytt spill er delt ut.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stood in its place was not a file. It was moved to %1; a new game was dealt.</source>
        <translation>Det uferdige spillet ditt kunne ikke åpnes: det som lå på plassen, var ikke en fil. Det er flyttet til %1; et nytt spill er delt ut.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. It was kept as %1; a new game was dealt.</source>
        <translation>Det uferdige spillet ditt ble lagret av en nyere versjon av Russian Solitaire og kan ikke fortsettes her. Det er tatt vare på som %1; et nytt spill er delt ut.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). It was kept as %1; a new game was dealt.</source>
        <translation>Det uferdige spillet ditt kunne ikke leses (filen er skadet). Det er tatt vare på som %1; et nytt spill er delt ut.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged); a new game was dealt.</source>
        <translation>Det uferdige spillet ditt kunne ikke leses (filen er skadet); et nytt spill er delt ut.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. The file was left as it is; a new game was dealt.</source>
        <translation>Det uferdige spillet ditt ble lagret av en nyere versjon av Russian Solitaire og kan ikke fortsettes her. Filen er latt være som den er; et nytt spill er delt ut.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). The file was left as it is; a new game was dealt.</source>
        <translation>Det uferdige spillet ditt kunne ikke leses (filen er skadet). Filen er latt være som den er; et nytt spill er delt ut.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed could not be recorded then. They are now in your history.</source>
        <translation>
            <numerusform>%n spill som ble forlatt da Russian Solitaire sist ble lukket, kunne ikke lagres i historikken da. Det er lagret der nå.</numerusform>
            <numerusform>%n spill som ble forlatt da Russian Solitaire sist ble lukket, kunne ikke lagres i historikken da. De er lagret der nå.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed cannot be recorded in your history yet. They are kept and will be recorded at a later start.</source>
        <translation>
            <numerusform>%n spill som ble forlatt da Russian Solitaire sist ble lukket, kan ikke lagres i historikken ennå. Det er tatt vare på og lagres ved en senere start.</numerusform>
            <numerusform>%n spill som ble forlatt da Russian Solitaire sist ble lukket, kan ikke lagres i historikken ennå. De er tatt vare på og lagres ved en senere start.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). The file was left as it is.</source>
        <translation>Et spill som ventet på å bli lagret i historikken din, kunne ikke leses (filen er skadet). Filen er latt være som den er.</translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). It was kept as %1.</source>
        <translation>Et spill som ventet på å bli lagret i historikken din, kunne ikke leses (filen er skadet). Det er tatt vare på som %1.</translation>
    </message>
    <message>
        <source>Your game history cannot be used right now.</source>
        <translation>Spillhistorikken din kan ikke brukes akkurat nå.</translation>
    </message>
    <message>
        <source>The History &amp; Statistics window cannot open.</source>
        <translation>Vinduet Historikk og statistikk kan ikke åpnes.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history, so it is missing from your statistics.</source>
        <translation>Spillet %1 kunne ikke lagres i historikken din, så det mangler i statistikken.</translation>
    </message>
    <message>
        <source>The game %1 could not be saved for the next start.</source>
        <translation>Spillet %1 kunne ikke lagres til neste start.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history.</source>
        <translation>Spillet %1 kunne ikke lagres i historikken din.</translation>
    </message>
    <message>
        <source>Nothing of it could be kept on disk.</source>
        <translation>Ingenting av det kunne tas vare på på disken.</translation>
    </message>
    <message numerus="yes">
        <source>Only the game as it was after %n move(s) could be kept on disk.</source>
        <translation>
            <numerusform>Bare spillet slik det var etter %n trekk, kunne tas vare på på disken.</numerusform>
            <numerusform>Bare spillet slik det var etter %n trekk, kunne tas vare på på disken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hi&amp;story &amp;&amp; Statistics…</source>
        <translation>&amp;Historikk og statistikk…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <extracomment>The table&apos;s columns, left to right.</extracomment>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Spillkode</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Trekk</translation>
    </message>
    <message>
        <source>Cards home</source>
        <translation>Kort på grunnbunkene</translation>
    </message>
    <message>
        <source>The cards on the foundations when the game ended, of the most that perfect play brings home from its deal (the solver sees the face-down cards). … while the solver has yet to look at the deal; ? where it could not decide.</source>
        <extracomment>What the cards-home column shows where a count is not known: the deal is still to be solved, or the solver could not decide it (or an old game&apos;s moves do not replay). Lines read from the database at once, and how many such pages are kept. The role under which each line gives its :class:`Summary`.</extracomment>
        <translation>Kortene som lå på grunnbunkene da spillet sluttet, mot det høyeste antallet perfekt spill kan få dit fra samme utdeling (løseren ser de skjulte kortene). … betyr at løseren ikke har sett på utdelingen ennå; ? at den ikke kunne avgjøre den.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 av %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Part of your game history cannot be shown.</source>
        <extracomment>While the solver works through the deals of recorded games: how many are left.</extracomment>
        <translation>En del av spillhistorikken din kan ikke vises.</translation>
    </message>
    <message numerus="yes">
        <source>Solver: %n deals to go</source>
        <translation>
            <numerusform>Løser: %n utdeling igjen</numerusform>
            <numerusform>Løser: %n utdelinger igjen</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver is working out, in the background, which deals of your games can be won and how far perfect play gets on the others. The figures on winnable deals grow as it goes.</source>
        <translation>Løseren finner i bakgrunnen ut hvilke utdelinger i spillene dine som kan vinnes, og hvor langt perfekt spill kommer i de andre. Tallene for utdelinger som kan vinnes, vokser etter hvert.</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded games could not be read (the history file holds values this version does not understand) and are left out.</source>
        <translation>
            <numerusform>%n lagret spill kunne ikke leses (historikkfilen har verdier denne versjonen ikke forstår) og er utelatt.</numerusform>
            <numerusform>%n lagrede spill kunne ikke leses (historikkfilen har verdier denne versjonen ikke forstår) og er utelatt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 av %Ln spill</numerusform>
            <numerusform>%1 av %Ln spill</numerusform>
        </translation>
    </message>
    <message>
        <source>rusol-qt history %1.csv</source>
        <translation>rusol-qt historikk %1.csv</translation>
    </message>
    <message>
        <source>Your history can only be read: its folder cannot be written.</source>
        <translation>Historikken din kan bare leses: mappen den ligger i, kan ikke skrives til.</translation>
    </message>
    <message>
        <source>The game cannot be replayed.</source>
        <translation>Spillet kan ikke spilles av.</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Eksporter historikken</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported.</source>
        <translation>Historikken kunne ikke eksporteres.</translation>
    </message>
    <message>
        <source>The history could not be written to %1:
%2</source>
        <translation>Historikken kunne ikke skrives til %1:
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n games were exported to %1</source>
        <translation>
            <numerusform>%n spill ble eksportert til %1</numerusform>
            <numerusform>%n spill ble eksportert til %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Nullstill statistikken</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n recorded games and start the statistics again?</source>
        <translation>
            <numerusform>Slette det %n lagrede spillet og starte statistikken på nytt?</numerusform>
            <numerusform>Slette alle de %n lagrede spillene og starte statistikken på nytt?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their replays are deleted too. This cannot be undone; export the history first to keep a copy.</source>
        <translation>Avspillingene deres slettes også. Dette kan ikke angres; eksporter historikken først hvis du vil ha en kopi.</translation>
    </message>
    <message>
        <source>Delete All Games</source>
        <translation>Slett alle spill</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>Statistikken din kunne ikke nullstilles.</translation>
    </message>
    <message>
        <source>History &amp; Statistics</source>
        <translation>Historikk og statistikk</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Re&amp;sult:</source>
        <translation>R&amp;esultat:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Find a game code</source>
        <translation>Finn en spillkode</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Tidligere spill</translation>
    </message>
    <message>
        <source>Results of the latest games</source>
        <translation>Resultatene av de siste spillene</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Spill av</translation>
    </message>
    <message>
        <source>Watch the chosen game again, move by move</source>
        <translation>Se det valgte spillet på nytt, trekk for trekk</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>Spill denne &amp;utdelingen igjen</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>&amp;Kopier koden</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>Eksporter &amp;CSV…</translation>
    </message>
    <message>
        <source>Reset S&amp;tatistics…</source>
        <translation>&amp;Nullstill statistikken…</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <translation>Poeng:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tid:</translation>
    </message>
    <message>
        <source>The playing time of the whole recorded game</source>
        <translation>Spilletiden for hele det lagrede spillet</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Trekk:</translation>
    </message>
    <message>
        <source>The rule set of this game</source>
        <translation>Regelsettet i dette spillet</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spillkode:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopier</translation>
    </message>
    <message>
        <source>Copy the game code</source>
        <translation>Kopier spillkoden</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regelsett: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Systemspråk (%1)</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Lisenser</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Komponenter</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Lisenstekst</translation>
    </message>
    <message>
        <source>Russian Solitaire is free software under the MIT licence. It is built with the software below, each under its own licence; the game&apos;s packages and installers carry these texts.</source>
        <translation>Russian Solitaire er fri programvare under MIT-lisensen. Det er bygd med programvaren nedenfor, hver under sin egen lisens; spillets pakker og installasjonsprogrammer har med disse tekstene.</translation>
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
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Innstillinger</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
    </message>
    <message>
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Kortbordet. Piltastene flytter fokus, mellomrom tar opp og slipper en gruppe, F sender et kort til grunnbunken, Escape legger gruppen tilbake.</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Start utdelingen på nytt</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning?</source>
        <translation>Vil du starte denne utdelingen på nytt fra begynnelsen?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Start på nytt</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Leave the game in progress for a new one?</source>
        <translation>Vil du forlate spillet du holder på med, for et nytt?</translation>
    </message>
    <message>
        <source>Russian Solitaire was started again, asking for the game %1. Leave the game in progress for it?</source>
        <translation>Russian Solitaire ble startet på nytt og ber om spillet %1. Vil du forlate spillet du holder på med, for det?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <source>The game in progress will be recorded as abandoned in the history.</source>
        <translation>Spillet du holder på med, blir lagret som avbrutt i historikken.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Spillet du holder på med, går tapt.</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Fortsett å spille</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Deal %1 under the %2 rules.</source>
        <extracomment>What the typed code means, or why it cannot be read. Random deals only: the solver draws deals until it proves one winnable.</extracomment>
        <translation>Del ut %1 med reglene «%2».</translation>
    </message>
    <message>
        <source>Leave the code empty for a new random deal.</source>
        <translation>La koden stå tom for en ny, tilfeldig utdeling.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>C&amp;lassic</source>
        <translation>&amp;Klassisk</translation>
    </message>
    <message>
        <source>&amp;Mixed suits</source>
        <translation>&amp;Blandede farger</translation>
    </message>
    <message>
        <source>&amp;Game code (optional):</source>
        <translation>&amp;Spillkode (valgfritt):</translation>
    </message>
    <message>
        <source>RU1-C-ABCDEFG</source>
        <translation>RU1-C-ABCDEFG</translation>
    </message>
    <message>
        <source>Type or paste the code of a deal to play it again, or leave it empty.</source>
        <translation>Skriv eller lim inn koden til en utdeling for å spille den igjen, eller la feltet stå tomt.</translation>
    </message>
    <message>
        <source>Only &amp;winnable deals</source>
        <translation>Bare utdelinger som kan &amp;vinnes</translation>
    </message>
    <message>
        <source>Deal only a game the solver has proved can be won (it knows every card).</source>
        <translation>Del bare ut et spill som løseren har bevist kan vinnes (den kjenner alle kortene).</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Del ut</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Se i:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Gå tilbake</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fremover</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Gå fremover</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Overordnet mappe</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Gå til overordnet mappe</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Opprett ny mappe</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Opprett en ny mappe</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Listevisning</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Bytt til listevisning</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detaljvisning</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Bytt til detaljvisning</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Filer</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidepanel</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste over steder og bokmerker</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fil&amp;navn:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fil&amp;type:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Åpne</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lagre som</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Alle filer (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 finnes allerede.
Vil du erstatte den?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Ny mappe</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Ny mappe</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Gi nytt navn</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slett</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Vis skjulte filer</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nylige steder</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Mappe:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Mapper</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Størrelse</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Endret</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Min datamaskin</translation>
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
        <translation>&amp;Lagre</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Avbryt</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Lukk</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Lukk uten å lagre</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Angre</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gjør om</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Klipp &amp;ut</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Lim inn</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Merk alt</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Vis detaljer …</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Skjul detaljer …</translation>
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
        <translation>Lagre</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lagre alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åpne</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nei</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ei til alle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igjen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjelp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Bruk</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tilbakestill</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Gjenopprett standardverdier</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay</source>
        <translation>Avspilling</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its game code “%1” cannot be read. The record may be damaged or come from another version of Russian Solitaire.</source>
        <translation>Dette spillet kan ikke spilles av: spillkoden «%1» kan ikke leses. Det lagrede spillet kan være skadet eller komme fra en annen versjon av Russian Solitaire.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Avspilling av %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Handling %1 av %2</translation>
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
        <translation>Spill av</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Avspilling</translation>
    </message>
    <message>
        <source>To the Deal</source>
        <translation>Til utdelingen</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Tilbake til utdelingen (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbake</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Én handling tilbake (Venstre)</translation>
    </message>
    <message>
        <source>Play the actions one after another (Space)</source>
        <translation>Spill av handlingene én etter én (Mellomrom)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Fremover</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Én handling fremover (Høyre)</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>Til slutten</translation>
    </message>
    <message>
        <source>To the last action (End)</source>
        <translation>Til siste handling (End)</translation>
    </message>
    <message>
        <source>Close Replay</source>
        <translation>Lukk avspillingen</translation>
    </message>
    <message>
        <source>Back to your game (Escape)</source>
        <translation>Tilbake til spillet ditt (Esc)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No games yet.</source>
        <extracomment>How many of the latest games the chart shows, and how many games the win rate looks back.</extracomment>
        <translation>Ingen spill ennå.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games; rolling win rate now %1%.</source>
        <translation>
            <numerusform>Det siste spillet; glidende vinnerandel nå %1 %.</numerusform>
            <numerusform>De siste %n spillene; glidende vinnerandel nå %1 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate, last %n games</source>
        <translation>
            <numerusform>Vinnerandel, siste spill</numerusform>
            <numerusform>Vinnerandel, siste %n spill</numerusform>
        </translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation>Resultatdiagram</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>A face-down card cannot be moved</source>
        <extracomment>Rule -&gt; message; the rules missing here refuse silently (a group put back where it lay).</extracomment>
        <translation>Et skjult kort kan ikke flyttes</translation>
    </message>
    <message>
        <source>Same suit: a card goes only on a card of the same family, one rank higher</source>
        <translation>Samme farge: et kort kan bare legges på et kort av samme familie, én verdi høyere</translation>
    </message>
    <message>
        <source>Only a King can go on an empty column</source>
        <translation>En tom kolonne godtar bare en konge</translation>
    </message>
    <message>
        <source>At most %1 cards can move at once</source>
        <translation>Høyst %1 kort kan flyttes i ett trekk</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation, one card at a time</source>
        <translation>Bare det siste kortet i en kolonne kan legges på en grunnbunke, ett kort om gangen</translation>
    </message>
    <message>
        <source>Each foundation takes one suit only</source>
        <translation>Hver grunnbunke tar imot bare én kortfarge</translation>
    </message>
    <message>
        <source>A foundation is built up from the Ace, one rank at a time</source>
        <translation>En grunnbunke bygges opp fra esset, én verdi om gangen</translation>
    </message>
    <message>
        <source>A card taken from a foundation can only go back to a column</source>
        <translation>Et kort som tas fra en grunnbunke, kan bare legges tilbake i en kolonne</translation>
    </message>
    <message>
        <source>Mixed suits: a card goes on any card exactly one rank higher</source>
        <extracomment>The rank rule reads differently under each rule set: in Classic it is part of &quot;Same suit&quot;.</extracomment>
        <translation>Blandede farger: et kort kan legges på et hvilket som helst kort med nøyaktig én høyere verdi</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Reglene for Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up, of the &lt;b&gt;same suit&lt;/b&gt; and exactly one rank higher: the 7 of hearts goes on the 8 of hearts, never on the 8 of diamonds or a black 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;På en kolonne.&lt;/b&gt; Et hvilket som helst synlig kort kan flyttes sammen med alle kortene som ligger oppå det, enten de ligger i rekkefølge eller ikke, til det siste kortet i en annen kolonne hvis dette er synlig, har &lt;b&gt;samme kortfarge&lt;/b&gt; og en verdi som er nøyaktig én høyere: hjerter 7 kan legges på hjerter 8, aldri på ruter 8 eller en svart 8. Bare det nederste kortet i gruppen må passe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up and exactly one rank higher, &lt;b&gt;whatever its suit&lt;/b&gt;: the 7 of hearts goes on any 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;På en kolonne.&lt;/b&gt; Et hvilket som helst synlig kort kan flyttes sammen med alle kortene som ligger oppå det, enten de ligger i rekkefølge eller ikke, til det siste kortet i en annen kolonne hvis dette er synlig og har en verdi som er nøyaktig én høyere, &lt;b&gt;uansett kortfarge&lt;/b&gt;: hjerter 7 kan legges på en hvilken som helst 8. Bare det nederste kortet i gruppen må passe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King. The game is won when all 52 cards are there. There is no stock: every card is dealt into the seven columns.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bygg opp alle fire kortfargene på grunnbunkene, fra ess til konge. Spillet er vunnet når alle 52 kort ligger i grunnbunkene. Det finnes ingen trekkbunke: alle kortene deles ut i de 7 kolonnene.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Groups.&lt;/b&gt; At most %1 cards move at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Grupper.&lt;/b&gt; Grupper på høyst %1 kort: en større gruppe kan ikke flyttes i ett trekk.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Empty columns.&lt;/b&gt; Only a King, alone or with the cards on top of it, goes on an empty column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Den tomme kolonnen.&lt;/b&gt; En tom kolonne godtar bare en konge, alene eller sammen med kortene som ligger oppå den.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Face-down cards&lt;/b&gt; turn up by themselves when they become the last card of their column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Skjulte kort&lt;/b&gt; snus automatisk når de blir det siste kortet i kolonnen sin.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Foundations.&lt;/b&gt; Each foundation takes one suit, from the Ace up to the King, one card at a time: the last card of a column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Grunnbunkene.&lt;/b&gt; Hver grunnbunke tar imot bare én kortfarge: først esset, deretter 2, 3 og så videre til kongen, ett kort om gangen, tatt fra slutten av en kolonne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Taking back.&lt;/b&gt; The top card of a foundation can be dragged back onto a column where it fits by the rules above (a King onto an empty column). No points are lost; put back on its foundation, it earns its points again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ta tilbake fra en grunnbunke.&lt;/b&gt; Det øverste kortet i en grunnbunke kan dras tilbake til en kolonne der det passer etter reglene ovenfor (en konge til en tom kolonne), uten at du mister poeng; legger du det deretter tilbake på grunnbunken, får du poengene på nytt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Score.&lt;/b&gt; %1 points for each card put on a foundation, %2 for each face-down card turned up; moves between columns and taking back score nothing. The score starts at 0 and never goes below 0: a game won without taking cards back ends on %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Poengsum.&lt;/b&gt; %1 poeng for hvert kort som legges på en grunnbunke, %2 for hvert skjult kort som snus; trekk mellom kolonner og kort som tas tilbake, gir ingen poeng. Poengsummen starter på 0 og går aldri under 0: et spill som vinnes uten å ta kort tilbake fra grunnbunkene, ender alltid på %3 poeng.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Undo.&lt;/b&gt; The last %1 moves can be undone, and undone moves redone. Undo puts back the cards, which side faces up and the score; the move counter does not go down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Angre.&lt;/b&gt; De %1 siste trekkene kan angres, og angrede trekk kan gjøres om. Angring gjenoppretter kortenes plassering, hvilken side som vender opp, og poengsummen, men trekktelleren går ikke ned.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rule set is chosen in the New Game window: Classic (a card goes only on the same suit) or Mixed suits (any suit). The game code keeps it: C for Classic, R for Mixed suits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Regelsettet velges i vinduet Nytt spill: Klassisk (et kort legges bare på samme kortfarge) eller Lempet («Blandede farger», uansett kortfarge). Spillkoden tar vare på regelsettet: C for Klassisk og R for Lempet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mouse.&lt;/b&gt; Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table; or drag it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mus.&lt;/b&gt; Klikk på det siste kortet i en kolonne for å sende det til grunnbunken; dobbeltklikk på et kort for å flytte det til den beste plassen på bordet; eller dra det.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>The settings shown as check boxes, in the order of the dialog. One check box per setting of :data:`CHECKED_SETTINGS`, by the setting&apos;s name.</extracomment>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>&amp;Double-click</source>
        <translation>&amp;Dobbeltklikk</translation>
    </message>
    <message>
        <source>Double-clicking a card looks for a place for it on the table.</source>
        <translation>Dobbeltklikk på et kort søker etter en plass på bordet til kortet.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Plasseringshjelp</translation>
    </message>
    <message>
        <source>While you drag cards, the places that take them are shown.</source>
        <translation>Viser mulige plasser mens du drar kort.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>&amp;Interaktive regler</translation>
    </message>
    <message>
        <source>When a move is refused, the rule that refuses it is explained.</source>
        <translation>Viser regelen når et trekk avvises.</translation>
    </message>
    <message>
        <source>&amp;Auto placement</source>
        <translation>&amp;Automatisk plassering</translation>
    </message>
    <message>
        <source>When you release a card, the game chooses the column for it.</source>
        <translation>Velger kolonnen du flytter til, når du slipper kortet.</translation>
    </message>
    <message>
        <source>&amp;Solver status</source>
        <translation>Løserstat&amp;us</translation>
    </message>
    <message>
        <source>The info bar says whether the solver can still win the game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>Spillfeltet øverst viser om løseren fortsatt kan vinne spillet herfra. Den ser på de skjulte kortene, så den vet mer enn en spiller kan.</translation>
    </message>
    <message>
        <source>&amp;Resume the game in progress</source>
        <translation>F&amp;ortsett spillet som pågår</translation>
    </message>
    <message>
        <source>An unfinished game comes back at the next start. When off, quitting records it as abandoned.</source>
        <translation>Et uferdig spill kommer tilbake neste gang appen startes. Når dette er slått av, lagres spillet som avbrutt når du avslutter.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Utseende</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Språk:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Kortstokk:</translation>
    </message>
    <message>
        <source>&amp;Two colours</source>
        <translation>&amp;To farger</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>&amp;Fire farger</translation>
    </message>
    <message>
        <source>Show the tool&amp;bar</source>
        <translation>Vis &amp;verktøylinjen</translation>
    </message>
    <message>
        <source>Each suit in a colour of its own, to tell the suits apart at a glance.</source>
        <translation>Hver kortfarge får sin egen farge, så de er lette å skille fra hverandre.</translation>
    </message>
</context>
<context>
    <name>SolverStatusFeature</name>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>&amp;Løserstatus</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>Om løseren fortsatt kan vinne dette spillet herfra. Den ser på de skjulte kortene, så den vet mer enn en spiller kan.</translation>
    </message>
    <message>
        <source>Solver: thinking…</source>
        <translation>Løser: tenker…</translation>
    </message>
    <message>
        <source>Solver: winnable</source>
        <translation>Løser: kan vinnes</translation>
    </message>
    <message>
        <source>Solver: not winnable</source>
        <translation>Løser: kan ikke vinnes</translation>
    </message>
    <message>
        <source>Solver: no longer winnable</source>
        <translation>Løser: kan ikke lenger vinnes</translation>
    </message>
    <message>
        <source>Solver: cannot be won from here</source>
        <translation>Løser: kan ikke vinnes herfra</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Løser: ukjent</translation>
    </message>
    <message>
        <source>Solver: won</source>
        <translation>Løser: vunnet</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vunnet</numerusform>
            <numerusform>%n vunnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n avbrutt</numerusform>
            <numerusform>%n avbrutt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The figures in the order of the panel&apos;s lines. The fair win rate&apos;s lines, after those: of the games whose deal can be won, how many were won (&quot;12 of 15&quot;), and that as a percentage. (Two lines, not three: the panel must fit a small screen in Thai.) The value labels, by figure and rule set (``None``: overall).</extracomment>
        <translation>%1 av %2</translation>
    </message>
    <message numerus="yes">
        <source>Not counted: %n games whose deal the solver could not decide.</source>
        <translation>
            <numerusform>Ikke telt med: %n spill der løseren ikke kunne avgjøre utdelingen.</numerusform>
            <numerusform>Ikke telt med: %n spill der løseren ikke kunne avgjøre utdelingen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Spilte spill</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Vunne spill</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vinnerandel</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste poengsum</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Raskeste seier</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Færrest trekk til seier</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Gjennomsnittlig tid for en seier</translation>
    </message>
    <message>
        <source>Average moves of a win</source>
        <translation>Gjennomsnittlig antall trekk for en seier</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Nåværende rekke</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Lengste seiersrekke</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Lengste tapsrekke</translation>
    </message>
    <message>
        <source>Winnable deals won</source>
        <translation>Utdelinger som kan vinnes: vunnet</translation>
    </message>
    <message>
        <source>Win rate on winnable deals</source>
        <translation>Vinnerandel når utdelingen kan vinnes</translation>
    </message>
    <message>
        <source>Counted over the games whose deal the solver proved can be won. It sees the face-down cards: a deal it cannot win, no one can.</source>
        <translation>Telt over spillene der løseren har vist at utdelingen kan vinnes. Den ser de skjulte kortene: en utdeling den ikke kan vinne, kan ingen vinne.</translation>
    </message>
</context>
<context>
    <name>SuitName</name>
    <message>
        <source>Spades</source>
        <translation>Spar</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjerter</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kløver</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>%1 foundation, empty</source>
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. The layout for the view&apos;s size alone, before any column folds into lanes. The layout of the table as it shows: with the lanes its long columns take. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
        <translation>%1: tom grunnbunke</translation>
    </message>
    <message>
        <source>%1, on the foundation</source>
        <translation>%1, på grunnbunken</translation>
    </message>
    <message>
        <source>Empty column %1</source>
        <translation>Tom kolonne %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n cards on top</source>
        <translation>
            <numerusform>%1, kolonne %2, med %n kort oppå</numerusform>
            <numerusform>%1, kolonne %2, med %n kort oppå</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, kolonne %2</translation>
    </message>
</context>
<context>
    <name>TimelineStrip</name>
    <message>
        <source>Could be won, with sight of every card.</source>
        <translation>Kunne vinnes, med alle kort synlige.</translation>
    </message>
    <message>
        <source>Could not be won, even with sight of every card.</source>
        <translation>Kunne ikke vinnes, selv med alle kort synlige.</translation>
    </message>
    <message>
        <source>The solver could not decide whether it could be won.</source>
        <translation>Løseren kunne ikke avgjøre om den kunne vinnes.</translation>
    </message>
    <message>
        <source>Still being analysed.</source>
        <translation>Analyseres fortsatt.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: about %1%.</source>
        <translation>Sjanse for å vinne ut fra det du kunne se: omtrent %1&#xa0;%.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: %1% (every card face up).</source>
        <translation>Sjanse for å vinne ut fra det du kunne se: %1&#xa0;% (alle kort med bildesiden opp).</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: still being counted.</source>
        <translation>Sjanse for å vinne ut fra det du kunne se: telles fortsatt.</translation>
    </message>
    <message>
        <source>Where the game was lost, action by action</source>
        <translation>Hvor spillet ble tapt, handling for handling</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Du vant!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Gratulerer, du vant!</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Poeng:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Tid:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Trekk:</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Lukk</translation>
    </message>
</context>
<context>
    <name>WinnableDeal</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Bare utdelinger som kan vinnes</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Leter etter en utdeling som kan vinnes…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Leter etter en utdeling som kan vinnes… (%n utdeling prøvd)</numerusform>
            <numerusform>Leter etter en utdeling som kan vinnes… (%n utdelinger prøvd)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Classic</source>
        <translation>Klassisk</translation>
    </message>
    <message>
        <source>Mixed suits</source>
        <translation>Blandede farger</translation>
    </message>
    <message>
        <source>A card goes only on the next higher card of the same suit.</source>
        <translation>Et kort kan bare legges på neste høyere kort i samme kortfarge.</translation>
    </message>
    <message>
        <source>A card goes on any card one rank higher, whatever its suit.</source>
        <translation>Et kort kan legges på et hvilket som helst kort med én høyere verdi, uansett kortfarge.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Avbrutt</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>Spillkoden er tom.</translation>
    </message>
    <message>
        <source>A game code looks like RU1-C-ABCDEFG.</source>
        <translation>En spillkode ser slik ut: RU1-C-ABCDEFG.</translation>
    </message>
    <message>
        <source>A game code starts with RU, not “%1”.</source>
        <translation>En spillkode begynner med RU, ikke «%1».</translation>
    </message>
    <message>
        <source>Game code version %1 is unknown; this version of the game reads RU1 codes.</source>
        <translation>Spillkodeversjon %1 er ukjent; denne versjonen av spillet leser RU1-koder.</translation>
    </message>
    <message>
        <source>The rule letter must be C (Classic) or R (Mixed suits), not “%1”.</source>
        <translation>Regelbokstaven må være C (Klassisk) eller R (Blandede farger), ikke «%1».</translation>
    </message>
    <message>
        <source>The deal part must have 7 letters; it has %1.</source>
        <translation>Utdelingsdelen må ha 7 bokstaver; den har %1.</translation>
    </message>
    <message>
        <source>The deal part may hold only the letters A to Z, not “%1”.</source>
        <translation>Utdelingsdelen kan bare inneholde bokstavene A til Z, ikke «%1».</translation>
    </message>
    <message>
        <source>The folder of your history cannot be written (its permissions, or a disk that is read-only).</source>
        <extracomment>Why the history cannot be read or written, said to the player; the system&apos;s own words go to the message&apos;s &quot;Details&quot;, never into these sentences.</extracomment>
        <translation>Mappen historikken ligger i, kan ikke skrives til (tillatelsene, eller en disk som bare kan leses).</translation>
    </message>
    <message>
        <source>The history file cannot be opened or read.</source>
        <translation>Historikkfilen kan ikke åpnes eller leses.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Russian Solitaire.</source>
        <translation>Historikken ble skrevet av en nyere versjon av Russian Solitaire.</translation>
    </message>
    <message>
        <source>The history file is damaged, and no copy of it could be made to set it aside.</source>
        <translation>Historikkfilen er skadet, og det kunne ikke lages noen kopi for å legge den til side.</translation>
    </message>
    <message>
        <source>Another copy of Russian Solitaire kept the history busy for too long.</source>
        <translation>En annen kopi av Russian Solitaire holdt historikken opptatt for lenge.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Disken er full.</translation>
    </message>
    <message>
        <source>The system reported an error.</source>
        <translation>Systemet meldte en feil.</translation>
    </message>
    <message>
        <source>The folder cannot be written (its permissions, or a disk that is read-only).</source>
        <translation>Mappen kan ikke skrives til (tillatelsene, eller en disk som bare kan leses).</translation>
    </message>
    <message>
        <source>A file stands where the folder should be.</source>
        <translation>Det ligger en fil der mappen skulle vært.</translation>
    </message>
    <message>
        <source>Something that is not a file (a folder, say) stands where the file should be.</source>
        <translation>Det ligger noe som ikke er en fil (for eksempel en mappe), der filen skulle vært.</translation>
    </message>
</context>
</TS>
