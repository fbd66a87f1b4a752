<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb" sourcelanguage="en">
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
    <name>Hints</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Bare vinnbare utdelinger</translation>
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
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>Show a move of a winning line</source>
        <translation>Vis et trekk fra en vinnende rekke</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Nytt &amp;vinnbart spill</translation>
    </message>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>&amp;Løserstatus</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It knows the face-down cards, so it sees more than a player can.</source>
        <translation>Om løseren fortsatt kan vinne dette spillet herfra. Den kjenner de skjulte kortene, så den ser mer enn en spiller kan.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Leter etter en vinnende rekke…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tips: %1.</translation>
    </message>
    <message>
        <source>This game can no longer be won from here.</source>
        <translation>Dette spillet kan ikke lenger vinnes herfra.</translation>
    </message>
    <message numerus="yes">
        <source>No winning line was found within %n seconds.</source>
        <translation>
            <numerusform>Fant ingen vinnende rekke innen %n sekund.</numerusform>
            <numerusform>Fant ingen vinnende rekke innen %n sekunder.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Ingen trekk hjelper: angre, eller start et nytt spill.</translation>
    </message>
    <message>
        <source>A possible move: %1.</source>
        <translation>Et mulig trekk: %1.</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 til grunnbunken sin</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 tilbake til kolonne %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 til kolonne %2</translation>
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
        <source>Solver: no longer winnable</source>
        <translation>Løser: kan ikke lenger vinnes</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Løser: ukjent</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
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
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Systemspråk (%1)</translation>
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
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
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
        <source>&amp;About Russian Solitaire</source>
        <translation>&amp;Om Russian Solitaire</translation>
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
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Kortbordet. Piltastene flytter fokus, mellomrom tar opp og slipper en gruppe, F sender et kort til grunnbunken, Escape legger gruppen tilbake.</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Spillkoden er kopiert</translation>
    </message>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Reglene for Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King.&lt;/p&gt;&lt;p&gt;Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is of the same suit and exactly one rank higher. Only a King, with the cards on top of it, goes on an empty column. At most %1 cards move at once.&lt;/p&gt;&lt;p&gt;Only the last card of a column goes to a foundation. A face-down card turns up when it becomes the last card of its column.&lt;/p&gt;&lt;p&gt;Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bygg opp alle fire kortfargene på grunnbunkene, fra ess til konge.&lt;/p&gt;&lt;p&gt;Et hvilket som helst synlig kort kan flyttes sammen med alle kortene som ligger oppå det, enten de ligger i rekkefølge eller ikke, til det siste kortet i en annen kolonne når dette kortet har samme kortfarge og en verdi som er nøyaktig én høyere. Bare en konge, med kortene som ligger oppå den, kan legges i en tom kolonne. Høyst %1 kort kan flyttes i ett trekk.&lt;/p&gt;&lt;p&gt;Bare det siste kortet i en kolonne kan legges på en grunnbunke. Et skjult kort snus når det blir det siste kortet i kolonnen sin.&lt;/p&gt;&lt;p&gt;Trykk på det siste kortet i en kolonne for å sende det til grunnbunken; dobbeltklikk på et kort for å flytte det til den beste plassen på bordet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>Om Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;Kabalen i Yukon-familien der kortene legges i samme kortfarge.&lt;/p&gt;&lt;p&gt;Fri programvare under MIT-lisensen.&lt;/p&gt;</translation>
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
        <extracomment>Every language the app ships, by code, under the name its speakers call it. System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål far more easily than English. The English the app is written in. Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text that bypasses translation by its missing brackets and accents). Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and no th): standard dialog buttons and the line edit&apos;s context menu. Listing them here puts them in our .ts files; ours load before Qt&apos;s, so for de/fr/es/ru Qt&apos;s own wording still wins.</extracomment>
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
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
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
</TS>
