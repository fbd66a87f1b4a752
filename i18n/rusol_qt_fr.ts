<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Where this game was lost cannot be told: its actions cannot all be played by this version of Russian Solitaire.</source>
        <translation>Impossible de dire où cette partie a été perdue&#xa0;: ses actions ne peuvent pas toutes être jouées par cette version de Russian Solitaire.</translation>
    </message>
    <message>
        <source>Looking at where the game was lost…</source>
        <translation>Recherche de l&apos;endroit où la partie a été perdue…</translation>
    </message>
    <message>
        <source>Counting the chances…</source>
        <translation>Calcul des chances de gagner…</translation>
    </message>
    <message>
        <source>This game was won.</source>
        <translation>Cette partie a été gagnée.</translation>
    </message>
    <message>
        <source>This deal could not be won from the start, whatever the play.</source>
        <translation>Cette donne ne pouvait pas être gagnée dès le départ, quel que soit le jeu.</translation>
    </message>
    <message numerus="yes">
        <source>This deal could not be won from the start, whatever the play; best possible: %n cards.</source>
        <translation>
            <numerusform>Cette donne ne pouvait pas être gagnée dès le départ, quel que soit le jeu&#xa0;; meilleur résultat possible&#xa0;: %n carte.</numerusform>
            <numerusform>Cette donne ne pouvait pas être gagnée dès le départ, quel que soit le jeu&#xa0;; meilleur résultat possible&#xa0;: %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was left while it could still be won.</source>
        <translation>La partie a été abandonnée alors qu&apos;elle pouvait encore être gagnée.</translation>
    </message>
    <message>
        <source>The solver could not decide in time where this game was lost.</source>
        <translation>Le solveur n&apos;a pas pu déterminer à temps où cette partie a été perdue.</translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; best from there: %n cards.</source>
        <translation>
            <numerusform>La donne pouvait être gagnée jusqu&apos;à l&apos;action %1&#xa0;; %2 l&apos;a perdue&#xa0;; meilleur résultat possible ensuite&#xa0;: %n carte.</numerusform>
            <numerusform>La donne pouvait être gagnée jusqu&apos;à l&apos;action %1&#xa0;; %2 l&apos;a perdue&#xa0;; meilleur résultat possible ensuite&#xa0;: %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n cards.</source>
        <translation>
            <numerusform>La donne pouvait être gagnée jusqu&apos;à l&apos;action %1&#xa0;; %2 l&apos;a perdue&#xa0;; le meilleur résultat trouvé ensuite par le solveur&#xa0;: %n carte.</numerusform>
            <numerusform>La donne pouvait être gagnée jusqu&apos;à l&apos;action %1&#xa0;; %2 l&apos;a perdue&#xa0;; le meilleur résultat trouvé ensuite par le solveur&#xa0;: %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>moving %1 to its foundation</source>
        <translation>le coup «&#xa0;%1 sur sa fondation&#xa0;»</translation>
    </message>
    <message>
        <source>moving %1 back to column %2</source>
        <translation>le coup «&#xa0;%1 de retour dans la colonne %2&#xa0;»</translation>
    </message>
    <message>
        <source>moving %1 to column %2</source>
        <translation>le coup «&#xa0;%1 dans la colonne %2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 (by a redo)</source>
        <translation>%1 (par Rétablir)</translation>
    </message>
    <message>
        <source>Where the game was lost</source>
        <translation>Où la partie a été perdue</translation>
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
        <translation>Votre historique ne peut pas être conservé dans %1. %2 Vous pouvez jouer, mais aucune partie ne sera enregistrée, et une partie laissée inachevée ne reviendra pas.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in %1. %2 Changes last until you quit.</source>
        <translation>Vos paramètres ne peuvent pas être enregistrés dans %1. %2 Les changements valent jusqu&apos;à ce que vous quittiez.</translation>
    </message>
    <message>
        <source>Your settings file could not be read (it is damaged). It was kept as %1; the settings that could be read are used, the others are back to their defaults.</source>
        <translation>Votre fichier de paramètres n&apos;a pas pu être lu (il est endommagé). Il a été conservé sous %1&#xa0;; les paramètres lisibles sont utilisés, les autres reprennent leur valeur par défaut.</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>R</translation>
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
        <translation>Deux</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sept</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Huit</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
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
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Restart This &amp;Deal</source>
        <translation>Recommencer cette &amp;donne</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copier le code de la partie</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <source>&amp;About Russian Solitaire</source>
        <translation>À &amp;propos de Russian Solitaire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Double-Click Places Cards</source>
        <translation>Le &amp;double-clic place les cartes</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>&amp;Aide au placement</translation>
    </message>
    <message>
        <source>&amp;Interactive Rules</source>
        <translation>Règles &amp;interactives</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>Placement a&amp;utomatique</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Afficher la &amp;barre d&apos;outils</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Code de la partie copié</translation>
    </message>
    <message>
        <source>Playing with the Keyboard</source>
        <translation>Jouer au clavier</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move from pile to pile; &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; move along the face-up cards of a column.&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the card in focus with every card on it; carry it with the arrows, and &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; again drops it there. &lt;b&gt;Escape&lt;/b&gt; puts it back.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; sends the last card of the column in focus to its foundation.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; shows a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Clavier&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gauche&lt;/b&gt; et &lt;b&gt;Droite&lt;/b&gt; passent d&apos;une pile à l&apos;autre&#xa0;; &lt;b&gt;Haut&lt;/b&gt; et &lt;b&gt;Bas&lt;/b&gt; parcourent les cartes découvertes d&apos;une colonne.&lt;br&gt;&lt;b&gt;Espace&lt;/b&gt; ou &lt;b&gt;Entrée&lt;/b&gt; prend la carte sélectionnée avec toutes les cartes posées dessus&#xa0;; déplacez-la avec les flèches, puis &lt;b&gt;Espace&lt;/b&gt; ou &lt;b&gt;Entrée&lt;/b&gt; la pose à cet endroit. &lt;b&gt;Échap&lt;/b&gt; la remet en place.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; envoie la dernière carte de la colonne sélectionnée sur sa fondation.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; affiche un indice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>À propos de Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;La réussite de la famille du Yukon où l&apos;on joue à la couleur.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>It is built with Qt, PySide6 and Python, each under its own licence.</source>
        <translation>Il est construit avec Qt, PySide6 et Python, chacun sous sa propre licence.</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>&amp;Licences…</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Nouvelle partie &amp;gagnable</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>Toolbar</source>
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Deal a new game (%1)</source>
        <translation>Distribuer une nouvelle partie (%1)</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning (%1)</source>
        <translation>Recommencer cette donne depuis le début (%1)</translation>
    </message>
    <message>
        <source>Undo the last move (%1)</source>
        <translation>Annuler le dernier coup (%1)</translation>
    </message>
    <message>
        <source>Redo the move undone last (%1)</source>
        <translation>Rétablir le dernier coup annulé (%1)</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see (%1)</source>
        <translation>Suggérer un coup d&apos;après les cartes que vous voyez (%1)</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>Autres boutons</translation>
    </message>
    <message>
        <source>The buttons that do not fit</source>
        <translation>Les boutons qui n&apos;ont pas la place</translation>
    </message>
</context>
<context>
    <name>HintFeature</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see, with the chance to win</source>
        <translation>Suggérer un coup d&apos;après les cartes que vous voyez, avec les chances de gagner</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Recherche d&apos;un bon coup…</translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Aucun coup n&apos;aide&#xa0;: annulez, ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <source>Hint: %1. This game can be won from here.</source>
        <translation>Indice&#xa0;: %1. Cette partie peut être gagnée d&apos;ici.</translation>
    </message>
    <message>
        <source>This game cannot be won from here. Best move left: %1.</source>
        <translation>Cette partie ne peut pas être gagnée d&apos;ici. Meilleur coup restant&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hint: %1. Whether this game can still be won is not known.</source>
        <translation>Indice&#xa0;: %1. On ne sait pas si cette partie peut encore être gagnée.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.</source>
        <translation>
            <numerusform>Indice&#xa0;: %1. Chances de gagner&#xa0;: environ %2&#xa0;%, d&apos;après %n hypothèse sur les cartes face cachée.</numerusform>
            <numerusform>Indice&#xa0;: %1. Chances de gagner&#xa0;: environ %2&#xa0;%, d&apos;après %n hypothèses sur les cartes face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 sur sa fondation</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 de retour dans la colonne %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 dans la colonne %2</translation>
    </message>
</context>
<context>
    <name>HistoryFeature</name>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was left as it is.</source>
        <translation>Votre historique a été écrit par une version plus récente de Russian Solitaire, que cette version ne sait pas lire. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was kept as %1 and a new history was started.</source>
        <translation>Votre historique a été écrit par une version plus récente de Russian Solitaire, que cette version ne sait pas lire. Il a été conservé sous %1 et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged). It was kept as %1 and a new history was started.</source>
        <translation>Votre historique n&apos;a pas pu être lu (le fichier est endommagé). Il a été conservé sous %1 et un nouvel historique a été commencé.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged).</source>
        <translation>Votre historique n&apos;a pas pu être lu (le fichier est endommagé).</translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %n games could still be read and were saved.</source>
        <translation>
            <numerusform>Votre historique était endommagé. %n partie a encore pu être lue et a été sauvegardée.</numerusform>
            <numerusform>Votre historique était endommagé. %n parties ont encore pu être lues et ont été sauvegardées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %1 of %n games were saved.</source>
        <translation>
            <numerusform>Votre historique était endommagé. Parties sauvegardées&#xa0;: %1 sur %n.</numerusform>
            <numerusform>Votre historique était endommagé. Parties sauvegardées&#xa0;: %1 sur %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged file was left as it is, because its folder cannot be written.</source>
        <translation>Le fichier endommagé a été laissé tel quel, car son dossier n&apos;est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>Le fichier endommagé a été conservé sous %1.</translation>
    </message>
    <message>
        <source>The folder %1, which keeps your history and your unfinished game, cannot be written. You can play and look at your history, but no game will be recorded, and the game on the table will not be kept when you quit. Nothing in the folder is changed.</source>
        <translation>Le dossier %1, qui contient votre historique et votre partie inachevée, n&apos;est pas accessible en écriture. Vous pouvez jouer et consulter votre historique, mais aucune partie ne sera enregistrée, et la partie sur la table ne sera pas conservée quand vous quitterez. Rien n&apos;est modifié dans le dossier.</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved. %1</source>
        <translation>La partie en cours ne peut pas être enregistrée. %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: the system does not let Russian Solitaire read its file. The file was left as it is; a new game was dealt.</source>
        <translation>Votre partie inachevée n&apos;a pas pu être ouverte&#xa0;: le système ne permet pas à Russian Solitaire de lire son fichier. Le fichier a été laissé tel quel&#xa0;; une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stands in its place is not a file. It was left as it is; a new game was dealt.</source>
        <translation>Votre partie inachevée n&apos;a pas pu être ouverte&#xa0;: ce qui se trouve à sa place n&apos;est pas un fichier. Il a été laissé tel quel&#xa0;; une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stood in its place was not a file. It was moved to %1; a new game was dealt.</source>
        <translation>Votre partie inachevée n&apos;a pas pu être ouverte&#xa0;: ce qui se trouvait à sa place n&apos;était pas un fichier. Il a été déplacé vers %1&#xa0;; une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. It was kept as %1; a new game was dealt.</source>
        <translation>Votre partie inachevée a été enregistrée par une version plus récente de Russian Solitaire et ne peut pas être reprise ici. Elle a été conservée sous %1&#xa0;; une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). It was kept as %1; a new game was dealt.</source>
        <translation>Votre partie inachevée n&apos;a pas pu être lue (le fichier est endommagé). Elle a été conservée sous %1&#xa0;; une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged); a new game was dealt.</source>
        <translation>Votre partie inachevée n&apos;a pas pu être lue (le fichier est endommagé)&#xa0;; une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. The file was left as it is; a new game was dealt.</source>
        <translation>Votre partie inachevée a été enregistrée par une version plus récente de Russian Solitaire et ne peut pas être reprise ici. Le fichier a été laissé tel quel&#xa0;; une nouvelle donne a été distribuée.</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). The file was left as it is; a new game was dealt.</source>
        <translation>Votre partie inachevée n&apos;a pas pu être lue (le fichier est endommagé). Le fichier a été laissé tel quel&#xa0;; une nouvelle donne a été distribuée.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed could not be recorded then. They are now in your history.</source>
        <translation>
            <numerusform>%n partie quittée à la dernière fermeture de Russian Solitaire n&apos;avait pas pu être enregistrée. Elle est maintenant dans votre historique.</numerusform>
            <numerusform>%n parties quittées à la dernière fermeture de Russian Solitaire n&apos;avaient pas pu être enregistrées. Elles sont maintenant dans votre historique.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed cannot be recorded in your history yet. They are kept and will be recorded at a later start.</source>
        <translation>
            <numerusform>%n partie quittée à la dernière fermeture de Russian Solitaire ne peut pas encore être enregistrée dans votre historique. Elle est conservée et sera enregistrée à un prochain démarrage.</numerusform>
            <numerusform>%n parties quittées à la dernière fermeture de Russian Solitaire ne peuvent pas encore être enregistrées dans votre historique. Elles sont conservées et seront enregistrées à un prochain démarrage.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). The file was left as it is.</source>
        <translation>Une partie qui attendait d&apos;être enregistrée dans votre historique n&apos;a pas pu être lue (le fichier est endommagé). Le fichier a été laissé tel quel.</translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). It was kept as %1.</source>
        <translation>Une partie qui attendait d&apos;être enregistrée dans votre historique n&apos;a pas pu être lue (le fichier est endommagé). Elle a été conservée sous %1.</translation>
    </message>
    <message>
        <source>Your game history cannot be used right now.</source>
        <translation>Votre historique ne peut pas être utilisé pour le moment.</translation>
    </message>
    <message>
        <source>The History &amp; Statistics window cannot open.</source>
        <translation>La fenêtre Historique et statistiques ne peut pas s&apos;ouvrir.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history, so it is missing from your statistics.</source>
        <translation>La partie %1 n&apos;a pas pu être enregistrée dans votre historique&#xa0;; elle manque donc dans vos statistiques.</translation>
    </message>
    <message>
        <source>The game %1 could not be saved for the next start.</source>
        <translation>La partie %1 n&apos;a pas pu être enregistrée pour le prochain démarrage.</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history.</source>
        <translation>La partie %1 n&apos;a pas pu être enregistrée dans votre historique.</translation>
    </message>
    <message>
        <source>Nothing of it could be kept on disk.</source>
        <translation>Rien n&apos;a pu en être conservé sur le disque.</translation>
    </message>
    <message numerus="yes">
        <source>Only the game as it was after %n move(s) could be kept on disk.</source>
        <translation>
            <numerusform>Seule la partie telle qu&apos;elle était après %n coup a pu être conservée sur le disque.</numerusform>
            <numerusform>Seule la partie telle qu&apos;elle était après %n coups a pu être conservée sur le disque.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hi&amp;story &amp;&amp; Statistics…</source>
        <translation>&amp;Historique et statistiques…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <extracomment>The table&apos;s columns, left to right.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>Code de partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Cards home</source>
        <translation>Cartes aux fondations</translation>
    </message>
    <message>
        <source>The cards on the foundations when the game ended, of the most that perfect play brings home from its deal (the solver sees the face-down cards). … while the solver has yet to look at the deal; ? where it could not decide.</source>
        <extracomment>What the cards-home column shows where a count is not known: the deal is still to be solved, or the solver could not decide it (or an old game&apos;s moves do not replay). Lines read from the database at once, and how many such pages are kept. The role under which each line gives its :class:`Summary`.</extracomment>
        <translation>Les cartes sur les fondations à la fin de la partie, sur le plus grand nombre qu&apos;un jeu parfait peut y amener depuis cette donne (le solveur voit les cartes face cachée). «&#xa0;…&#xa0;» tant que le solveur n&apos;a pas encore examiné la donne&#xa0;; «&#xa0;?&#xa0;» s&apos;il n&apos;a pas pu trancher.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Part of your game history cannot be shown.</source>
        <extracomment>While the solver works through the deals of recorded games: how many are left.</extracomment>
        <translation>Votre historique ne peut pas être affiché en entier.</translation>
    </message>
    <message numerus="yes">
        <source>Solver: %n deals to go</source>
        <translation>
            <numerusform>Solveur&#xa0;: encore %n donne</numerusform>
            <numerusform>Solveur&#xa0;: encore %n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver is working out, in the background, which deals of your games can be won and how far perfect play gets on the others. The figures on winnable deals grow as it goes.</source>
        <translation>Le solveur détermine en arrière-plan quelles donnes de vos parties sont gagnables, et jusqu&apos;où un jeu parfait va sur les autres. Les chiffres des donnes gagnables augmentent au fur et à mesure.</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded games could not be read (the history file holds values this version does not understand) and are left out.</source>
        <translation>
            <numerusform>%n partie enregistrée n&apos;a pas pu être lue (le fichier d&apos;historique contient des valeurs que cette version ne comprend pas) et est laissée de côté.</numerusform>
            <numerusform>%n parties enregistrées n&apos;ont pas pu être lues (le fichier d&apos;historique contient des valeurs que cette version ne comprend pas) et sont laissées de côté.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 sur %Ln partie</numerusform>
            <numerusform>%1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>rusol-qt history %1.csv</source>
        <translation>historique rusol-qt %1.csv</translation>
    </message>
    <message>
        <source>Your history can only be read: its folder cannot be written.</source>
        <translation>Votre historique est en lecture seule&#xa0;: son dossier n&apos;est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>The game cannot be replayed.</source>
        <translation>La partie ne peut pas être relue.</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Exporter l&apos;historique</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported.</source>
        <translation>L&apos;historique n&apos;a pas pu être exporté.</translation>
    </message>
    <message>
        <source>The history could not be written to %1:
%2</source>
        <translation>L&apos;historique n&apos;a pas pu être écrit dans %1&#xa0;:
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n games were exported to %1</source>
        <translation>
            <numerusform>%n partie a été exportée vers %1</numerusform>
            <numerusform>%n parties ont été exportées vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n recorded games and start the statistics again?</source>
        <translation>
            <numerusform>Supprimer la partie enregistrée (%n) et recommencer les statistiques&#xa0;?</numerusform>
            <numerusform>Supprimer les %n parties enregistrées et recommencer les statistiques&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>Their replays are deleted too. This cannot be undone; export the history first to keep a copy.</source>
        <translation>Leurs relectures sont supprimées aussi. Cette action est irréversible&#xa0;; exportez d&apos;abord l&apos;historique pour en garder une copie.</translation>
    </message>
    <message>
        <source>Delete All Games</source>
        <translation>Supprimer toutes les parties</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>Vos statistiques n&apos;ont pas pu être réinitialisées.</translation>
    </message>
    <message>
        <source>History &amp; Statistics</source>
        <translation>Historique et statistiques</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Re&amp;sult:</source>
        <translation>Ré&amp;sultat&#xa0;:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Find a game code</source>
        <translation>Chercher un code de partie</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Parties passées</translation>
    </message>
    <message>
        <source>Results of the latest games</source>
        <translation>Résultats des dernières parties</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Re&amp;voir</translation>
    </message>
    <message>
        <source>Watch the chosen game again, move by move</source>
        <translation>Revoir la partie choisie, coup par coup</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>Re&amp;jouer cette donne</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>Reset S&amp;tatistics…</source>
        <translation>Réini&amp;tialiser les statistiques…</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <translation>Score&#xa0;:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Temps&#xa0;:</translation>
    </message>
    <message>
        <source>The playing time of the whole recorded game</source>
        <translation>Le temps de jeu de toute la partie enregistrée</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Coups&#xa0;:</translation>
    </message>
    <message>
        <source>The rule set of this game</source>
        <translation>Les règles de cette partie</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partie&#xa0;:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the game code</source>
        <translation>Copier le code de la partie</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Composants</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Texte de la licence</translation>
    </message>
    <message>
        <source>Russian Solitaire is free software under the MIT licence. It is built with the software below, each under its own licence; the game&apos;s packages and installers carry these texts.</source>
        <translation>Russian Solitaire est un logiciel libre sous licence MIT. Il est construit avec les logiciels ci-dessous, chacun sous sa propre licence&#xa0;; les paquets et installateurs du jeu contiennent ces textes.</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Para&amp;mètres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Table de jeu. Les flèches déplacent le focus, Espace prend et pose un groupe, F envoie une carte sur sa fondation, Échap remet un groupe en place.</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>Recommencer cette donne</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning?</source>
        <translation>Recommencer cette donne depuis le début&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Leave the game in progress for a new one?</source>
        <translation>Quitter la partie en cours pour une nouvelle&#xa0;?</translation>
    </message>
    <message>
        <source>Russian Solitaire was started again, asking for the game %1. Leave the game in progress for it?</source>
        <translation>Russian Solitaire a été relancé et demande la partie %1. Quitter la partie en cours pour celle-ci&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>The game in progress will be recorded as abandoned in the history.</source>
        <translation>La partie en cours sera enregistrée comme abandonnée dans l&apos;historique.</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partie en cours ne sera pas conservée.</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer la partie</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Deal %1 under the %2 rules.</source>
        <extracomment>What the typed code means, or why it cannot be read. Random deals only: the solver draws deals until it proves one winnable.</extracomment>
        <translation>Distribuer %1 avec les règles «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Leave the code empty for a new random deal.</source>
        <translation>Laissez le code vide pour une nouvelle donne au hasard.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>C&amp;lassic</source>
        <translation>&amp;Classiques</translation>
    </message>
    <message>
        <source>&amp;Mixed suits</source>
        <translation>Couleurs &amp;mélangées</translation>
    </message>
    <message>
        <source>&amp;Game code (optional):</source>
        <translation>Code de la &amp;partie (facultatif)&#xa0;:</translation>
    </message>
    <message>
        <source>RU1-C-ABCDEFG</source>
        <translation>RU1-C-ABCDEFG</translation>
    </message>
    <message>
        <source>Type or paste the code of a deal to play it again, or leave it empty.</source>
        <translation>Saisissez ou collez le code d&apos;une donne pour la rejouer, ou laissez le champ vide.</translation>
    </message>
    <message>
        <source>Only &amp;winnable deals</source>
        <translation>Seulement des donnes &amp;gagnables</translation>
    </message>
    <message>
        <source>Deal only a game the solver has proved can be won (it knows every card).</source>
        <translation>Ne distribuer qu&apos;une partie dont le solveur a prouvé qu&apos;elle peut être gagnée (il connaît toutes les cartes).</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Regarder dans&#xa0;:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Aller à l&apos;élément précédent</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Va à l&apos;élément suivant</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Dossier parent</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Va au dossier parent</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Créer un nouveau dossier</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Crée un nouveau dossier</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Vue en liste</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Affiche la vue sous forme de liste</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Vue détaillée</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Affichage la vue sous forme détaillée</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Barre latérale</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Liste des emplacements et des favoris</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nom de fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Le fichier %1 existe déjà
Voulez-vous l&apos;écraser&#xa0;?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Nouveau dossier</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Nouveau dossier</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Renommer</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Suppri&amp;mer</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Afficher les fic&amp;hiers cachés</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Emplacements récents</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Dossiers</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
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
        <translation>Dernière modification</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Poste de travail</translation>
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
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Fermer sans enregistrer</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Co&amp;uper</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Cop&amp;ier</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tout sélectionner</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Montrer les détails…</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Masquer les détails…</translation>
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
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Tout enregistrer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Oui à &amp;tout</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Non à to&amp;ut</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas tenir compte</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its game code “%1” cannot be read. The record may be damaged or come from another version of Russian Solitaire.</source>
        <translation>Cette partie ne peut pas être relue&#xa0;: son code de partie «&#xa0;%1&#xa0;» est illisible. L&apos;enregistrement est peut-être endommagé ou vient d&apos;une autre version de Russian Solitaire.</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>Relecture de %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>Action %1 sur %2</translation>
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
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>To the Deal</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>Retour à la donne (Début)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>Une action en arrière (Gauche)</translation>
    </message>
    <message>
        <source>Play the actions one after another (Space)</source>
        <translation>Jouer les actions l&apos;une après l&apos;autre (Espace)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>Une action en avant (Droite)</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>À la fin</translation>
    </message>
    <message>
        <source>To the last action (End)</source>
        <translation>À la dernière action (Fin)</translation>
    </message>
    <message>
        <source>Close Replay</source>
        <translation>Fermer la relecture</translation>
    </message>
    <message>
        <source>Back to your game (Escape)</source>
        <translation>Retour à votre partie (Échap)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No games yet.</source>
        <extracomment>How many of the latest games the chart shows, and how many games the win rate looks back.</extracomment>
        <translation>Aucune partie pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games; rolling win rate now %1%.</source>
        <translation>
            <numerusform>La dernière partie&#xa0;; taux de victoire glissant actuel %1 %.</numerusform>
            <numerusform>Les %n dernières parties&#xa0;; taux de victoire glissant actuel %1 %.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate, last %n games</source>
        <translation>
            <numerusform>Taux de victoire, dernière partie</numerusform>
            <numerusform>Taux de victoire, %n dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation>Graphique des résultats</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>A face-down card cannot be moved</source>
        <extracomment>Rule -&gt; message; the rules missing here refuse silently (a group put back where it lay).</extracomment>
        <translation>Une carte face cachée ne peut pas être déplacée</translation>
    </message>
    <message>
        <source>Same suit: a card goes only on a card of the same family, one rank higher</source>
        <translation>Même couleur&#xa0;: une carte ne va que sur une carte de la même famille, d&apos;un rang supérieur</translation>
    </message>
    <message>
        <source>Only a King can go on an empty column</source>
        <translation>Seul un roi peut aller sur une colonne vide</translation>
    </message>
    <message>
        <source>At most %1 cards can move at once</source>
        <translation>Au plus %1 cartes peuvent être déplacées à la fois</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation, one card at a time</source>
        <translation>Seule la dernière carte d&apos;une colonne peut aller sur une fondation, une carte à la fois</translation>
    </message>
    <message>
        <source>Each foundation takes one suit only</source>
        <translation>Chaque fondation ne reçoit qu&apos;une seule couleur</translation>
    </message>
    <message>
        <source>A foundation is built up from the Ace, one rank at a time</source>
        <translation>Une fondation se monte à partir de l&apos;as, un rang à la fois</translation>
    </message>
    <message>
        <source>A card taken from a foundation can only go back to a column</source>
        <translation>Une carte reprise d&apos;une fondation ne peut retourner que dans une colonne</translation>
    </message>
    <message>
        <source>Mixed suits: a card goes on any card exactly one rank higher</source>
        <extracomment>The rank rule reads differently under each rule set: in Classic it is part of &quot;Same suit&quot;.</extracomment>
        <translation>Couleurs mélangées&#xa0;: une carte va sur n&apos;importe quelle carte d&apos;exactement un rang supérieur</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Règles de Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up, of the &lt;b&gt;same suit&lt;/b&gt; and exactly one rank higher: the 7 of hearts goes on the 8 of hearts, never on the 8 of diamonds or a black 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Construction.&lt;/b&gt; Toute carte découverte peut être déplacée avec toutes les cartes posées dessus, dans l&apos;ordre ou non, sur la dernière carte d&apos;une autre colonne si celle-ci est découverte, de &lt;b&gt;même couleur&lt;/b&gt; et d&apos;exactement une valeur au-dessus&#xa0;: le 7 de cœur va sur le 8 de cœur, jamais sur le 8 de carreau ni sur un 8 noir. Seule la carte du bas du groupe doit convenir.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up and exactly one rank higher, &lt;b&gt;whatever its suit&lt;/b&gt;: the 7 of hearts goes on any 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Construction.&lt;/b&gt; Toute carte découverte peut être déplacée avec toutes les cartes posées dessus, dans l&apos;ordre ou non, sur la dernière carte d&apos;une autre colonne si celle-ci est découverte et d&apos;exactement une valeur au-dessus, &lt;b&gt;quelle que soit sa couleur&lt;/b&gt;&#xa0;: le 7 de cœur va sur n&apos;importe quel 8. Seule la carte du bas du groupe doit convenir.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire&#xa0;: %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King. The game is won when all 52 cards are there. There is no stock: every card is dealt into the seven columns.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Montez les quatre couleurs sur les fondations, de l&apos;as au roi. La partie est gagnée quand les 52 cartes y sont. Il n&apos;y a pas de talon&#xa0;: toutes les cartes sont distribuées dans les sept colonnes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Groups.&lt;/b&gt; At most %1 cards move at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Groupes.&lt;/b&gt; Au plus %1 cartes se déplacent à la fois.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Empty columns.&lt;/b&gt; Only a King, alone or with the cards on top of it, goes on an empty column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Colonnes vides.&lt;/b&gt; Seul un roi, seul ou avec les cartes posées dessus, va sur une colonne vide.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Face-down cards&lt;/b&gt; turn up by themselves when they become the last card of their column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les &lt;b&gt;cartes face cachée&lt;/b&gt; se retournent d&apos;elles-mêmes quand elles deviennent la dernière carte de leur colonne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Foundations.&lt;/b&gt; Each foundation takes one suit, from the Ace up to the King, one card at a time: the last card of a column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fondations.&lt;/b&gt; Chaque fondation reçoit une seule couleur, de l&apos;as au roi, une carte à la fois&#xa0;: la dernière carte d&apos;une colonne.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Taking back.&lt;/b&gt; The top card of a foundation can be dragged back onto a column where it fits by the rules above (a King onto an empty column). No points are lost; put back on its foundation, it earns its points again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Reprendre.&lt;/b&gt; La carte du dessus d&apos;une fondation peut être ramenée sur une colonne où elle convient selon les règles ci-dessus (un roi sur une colonne vide). Aucun point n&apos;est perdu&#xa0;; reposée sur sa fondation, elle rapporte de nouveau ses points.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Score.&lt;/b&gt; %1 points for each card put on a foundation, %2 for each face-down card turned up; moves between columns and taking back score nothing. The score starts at 0 and never goes below 0: a game won without taking cards back ends on %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Score.&lt;/b&gt; %1 points pour chaque carte posée sur une fondation, %2 pour chaque carte face cachée retournée&#xa0;; les coups entre colonnes et les reprises ne rapportent rien. Le score part de 0 et ne descend jamais sous 0&#xa0;: une partie gagnée sans reprendre de cartes finit à %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Undo.&lt;/b&gt; The last %1 moves can be undone, and undone moves redone. Undo puts back the cards, which side faces up and the score; the move counter does not go down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Annuler.&lt;/b&gt; Les %1 derniers coups peuvent être annulés, et les coups annulés rétablis. L&apos;annulation remet les cartes, leur face visible et le score&#xa0;; le compteur de coups ne diminue pas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rule set is chosen in the New Game window: Classic (a card goes only on the same suit) or Mixed suits (any suit). The game code keeps it: C for Classic, R for Mixed suits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les règles se choisissent dans la fenêtre Nouvelle partie&#xa0;: Classique (une carte seulement sur la même couleur) ou Couleurs mélangées (n&apos;importe quelle couleur). Le code de partie les garde&#xa0;: C pour Classique, R pour Couleurs mélangées.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mouse.&lt;/b&gt; Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table; or drag it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Souris.&lt;/b&gt; Cliquez sur la dernière carte d&apos;une colonne pour l&apos;envoyer sur sa fondation&#xa0;; double-cliquez sur une carte pour la placer au meilleur endroit de la table&#xa0;; ou faites-la glisser.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>The settings shown as check boxes, in the order of the dialog. One check box per setting of :data:`CHECKED_SETTINGS`, by the setting&apos;s name.</extracomment>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Double-click</source>
        <translation>&amp;Double-clic</translation>
    </message>
    <message>
        <source>Double-clicking a card looks for a place for it on the table.</source>
        <translation>Un double-clic sur une carte lui cherche une place sur la table.</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>&amp;Aide au placement</translation>
    </message>
    <message>
        <source>While you drag cards, the places that take them are shown.</source>
        <translation>Pendant que vous déplacez des cartes, les emplacements qui les acceptent sont signalés.</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>Règles &amp;interactives</translation>
    </message>
    <message>
        <source>When a move is refused, the rule that refuses it is explained.</source>
        <translation>Quand un coup est refusé, la règle qui l&apos;interdit est expliquée.</translation>
    </message>
    <message>
        <source>&amp;Auto placement</source>
        <translation>Placement a&amp;utomatique</translation>
    </message>
    <message>
        <source>When you release a card, the game chooses the column for it.</source>
        <translation>Quand vous lâchez une carte, le jeu lui choisit sa colonne.</translation>
    </message>
    <message>
        <source>&amp;Solver status</source>
        <translation>État du &amp;solveur</translation>
    </message>
    <message>
        <source>The info bar says whether the solver can still win the game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>La barre d&apos;informations indique si le solveur peut encore gagner la partie d&apos;ici. Il regarde les cartes face cachée&#xa0;: il en voit plus qu&apos;un joueur.</translation>
    </message>
    <message>
        <source>&amp;Resume the game in progress</source>
        <translation>&amp;Reprendre la partie en cours</translation>
    </message>
    <message>
        <source>An unfinished game comes back at the next start. When off, quitting records it as abandoned.</source>
        <translation>Une partie inachevée revient au prochain démarrage. Sinon, quitter l&apos;enregistre comme abandonnée.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Jeu de cartes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Two colours</source>
        <translation>Deu&amp;x couleurs</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>&amp;Quatre couleurs</translation>
    </message>
    <message>
        <source>Show the tool&amp;bar</source>
        <translation>Afficher la &amp;barre d&apos;outils</translation>
    </message>
    <message>
        <source>Each suit in a colour of its own, to tell the suits apart at a glance.</source>
        <translation>Chaque couleur a sa propre teinte, pour les distinguer d&apos;un coup d&apos;œil.</translation>
    </message>
</context>
<context>
    <name>SolverStatusFeature</name>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>État du &amp;solveur</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>Indique si le solveur peut encore gagner cette partie d&apos;ici. Il regarde les cartes face cachée&#xa0;: il en voit plus qu&apos;un joueur.</translation>
    </message>
    <message>
        <source>Solver: thinking…</source>
        <translation>Solveur&#xa0;: réflexion…</translation>
    </message>
    <message>
        <source>Solver: winnable</source>
        <translation>Solveur&#xa0;: gagnable</translation>
    </message>
    <message>
        <source>Solver: not winnable</source>
        <translation>Solveur&#xa0;: non gagnable</translation>
    </message>
    <message>
        <source>Solver: no longer winnable</source>
        <translation>Solveur&#xa0;: plus gagnable</translation>
    </message>
    <message>
        <source>Solver: cannot be won from here</source>
        <translation>Solveur&#xa0;: pas gagnable d&apos;ici</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Solveur&#xa0;: inconnu</translation>
    </message>
    <message>
        <source>Solver: won</source>
        <translation>Solveur&#xa0;: partie gagnée</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abandonnée</numerusform>
            <numerusform>%n abandonnées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The figures in the order of the panel&apos;s lines. The fair win rate&apos;s lines, after those: of the games whose deal can be won, how many were won (&quot;12 of 15&quot;), and that as a percentage. (Two lines, not three: the panel must fit a small screen in Thai.) The value labels, by figure and rule set (``None``: overall).</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Not counted: %n games whose deal the solver could not decide.</source>
        <translation>
            <numerusform>Non comptée&#xa0;: %n partie dont le solveur n&apos;a pas pu trancher la donne.</numerusform>
            <numerusform>Non comptées&#xa0;: %n parties dont le solveur n&apos;a pas pu trancher la donne.</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Au total</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>Victoire la plus rapide</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>Victoire en un minimum de coups</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>Durée moyenne d&apos;une victoire</translation>
    </message>
    <message>
        <source>Average moves of a win</source>
        <translation>Nombre moyen de coups d&apos;une victoire</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Plus longue série de défaites</translation>
    </message>
    <message>
        <source>Winnable deals won</source>
        <translation>Donnes gagnables gagnées</translation>
    </message>
    <message>
        <source>Win rate on winnable deals</source>
        <translation>Taux de victoire sur les donnes gagnables</translation>
    </message>
    <message>
        <source>Counted over the games whose deal the solver proved can be won. It sees the face-down cards: a deal it cannot win, no one can.</source>
        <translation>Compté sur les parties dont le solveur a prouvé que la donne est gagnable. Il voit les cartes face cachée&#xa0;: une donne qu&apos;il ne peut pas gagner, personne ne le peut.</translation>
    </message>
</context>
<context>
    <name>SuitName</name>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>%1 foundation, empty</source>
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. The layout for the view&apos;s size alone, before any column folds into lanes. The layout of the table as it shows: with the lanes its long columns take. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
        <translation>Fondation %1, vide</translation>
    </message>
    <message>
        <source>%1, on the foundation</source>
        <translation>%1, sur la fondation</translation>
    </message>
    <message>
        <source>Empty column %1</source>
        <translation>Colonne %1 vide</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n cards on top</source>
        <translation>
            <numerusform>%1, colonne %2, avec %n carte dessus</numerusform>
            <numerusform>%1, colonne %2, avec %n cartes dessus</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1, colonne %2</translation>
    </message>
</context>
<context>
    <name>TimelineStrip</name>
    <message>
        <source>Could be won, with sight of every card.</source>
        <translation>Pouvait être gagnée, en voyant toutes les cartes.</translation>
    </message>
    <message>
        <source>Could not be won, even with sight of every card.</source>
        <translation>Ne pouvait pas être gagnée, même en voyant toutes les cartes.</translation>
    </message>
    <message>
        <source>The solver could not decide whether it could be won.</source>
        <translation>Le solveur n&apos;a pas pu déterminer si elle pouvait être gagnée.</translation>
    </message>
    <message>
        <source>Still being analysed.</source>
        <translation>Analyse en cours.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: about %1%.</source>
        <translation>Chances de gagner d&apos;après ce que vous pouviez voir&#xa0;: environ %1&#xa0;%.</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: %1% (every card face up).</source>
        <translation>Chances de gagner d&apos;après ce que vous pouviez voir&#xa0;: %1&#xa0;% (toutes les cartes visibles).</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: still being counted.</source>
        <translation>Chances de gagner d&apos;après ce que vous pouviez voir&#xa0;: calcul en cours.</translation>
    </message>
    <message>
        <source>Where the game was lost, action by action</source>
        <translation>Où la partie a été perdue, action par action</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>Félicitations, vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Score&#xa0;:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Temps&#xa0;:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Coups&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>WinnableDeal</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Seulement des donnes gagnables</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Recherche d&apos;une donne gagnable…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Recherche d&apos;une donne gagnable… (%n donne essayée)</numerusform>
            <numerusform>Recherche d&apos;une donne gagnable… (%n donnes essayées)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Classic</source>
        <translation>Classiques</translation>
    </message>
    <message>
        <source>Mixed suits</source>
        <translation>Couleurs mélangées</translation>
    </message>
    <message>
        <source>A card goes only on the next higher card of the same suit.</source>
        <translation>Une carte ne va que sur la carte immédiatement supérieure de la même couleur.</translation>
    </message>
    <message>
        <source>A card goes on any card one rank higher, whatever its suit.</source>
        <translation>Une carte va sur toute carte d&apos;un rang supérieur, quelle que soit sa couleur.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>Le code de la partie est vide.</translation>
    </message>
    <message>
        <source>A game code looks like RU1-C-ABCDEFG.</source>
        <translation>Un code de partie ressemble à RU1-C-ABCDEFG.</translation>
    </message>
    <message>
        <source>A game code starts with RU, not “%1”.</source>
        <translation>Un code de partie commence par RU, pas par «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Game code version %1 is unknown; this version of the game reads RU1 codes.</source>
        <translation>La version %1 des codes de partie est inconnue&#xa0;; cette version du jeu lit les codes RU1.</translation>
    </message>
    <message>
        <source>The rule letter must be C (Classic) or R (Mixed suits), not “%1”.</source>
        <translation>La lettre des règles doit être C (Classiques) ou R (Couleurs mélangées), pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The deal part must have 7 letters; it has %1.</source>
        <translation>La section de donne doit compter 7 lettres&#xa0;; elle en a %1.</translation>
    </message>
    <message>
        <source>The deal part may hold only the letters A to Z, not “%1”.</source>
        <translation>La section de donne ne peut contenir que les lettres A à Z, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The folder of your history cannot be written (its permissions, or a disk that is read-only).</source>
        <extracomment>Why the history cannot be read or written, said to the player; the system&apos;s own words go to the message&apos;s &quot;Details&quot;, never into these sentences.</extracomment>
        <translation>Le dossier de votre historique n&apos;est pas accessible en écriture (ses autorisations, ou un disque en lecture seule).</translation>
    </message>
    <message>
        <source>The history file cannot be opened or read.</source>
        <translation>Le fichier d&apos;historique ne peut être ni ouvert ni lu.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Russian Solitaire.</source>
        <translation>L&apos;historique a été écrit par une version plus récente de Russian Solitaire.</translation>
    </message>
    <message>
        <source>The history file is damaged, and no copy of it could be made to set it aside.</source>
        <translation>Le fichier d&apos;historique est endommagé, et aucune copie n&apos;a pu en être faite pour le mettre de côté.</translation>
    </message>
    <message>
        <source>Another copy of Russian Solitaire kept the history busy for too long.</source>
        <translation>Une autre copie de Russian Solitaire a occupé l&apos;historique trop longtemps.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>Le disque est plein.</translation>
    </message>
    <message>
        <source>The system reported an error.</source>
        <translation>Le système a signalé une erreur.</translation>
    </message>
    <message>
        <source>The folder cannot be written (its permissions, or a disk that is read-only).</source>
        <translation>Le dossier n&apos;est pas accessible en écriture (ses autorisations, ou un disque en lecture seule).</translation>
    </message>
    <message>
        <source>A file stands where the folder should be.</source>
        <translation>Un fichier se trouve là où le dossier devrait être.</translation>
    </message>
    <message>
        <source>Something that is not a file (a folder, say) stands where the file should be.</source>
        <translation>Quelque chose qui n&apos;est pas un fichier (un dossier, par exemple) se trouve là où le fichier devrait être.</translation>
    </message>
</context>
</TS>
