<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
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
    <name>Hints</name>
    <message>
        <source>Only winnable deals</source>
        <translation>Seulement des donnes gagnables</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>Recherche d’une donne gagnable…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Recherche d’une donne gagnable… (%n donne essayée)</numerusform>
            <numerusform>Recherche d’une donne gagnable… (%n donnes essayées)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show a move of a winning line</source>
        <translation>Montre un coup d’une solution gagnante</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>Nouvelle partie &amp;gagnable</translation>
    </message>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>État du &amp;solveur</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It knows the face-down cards, so it sees more than a player can.</source>
        <translation>Indique si le solveur peut encore gagner cette partie à partir d’ici. Il connaît les cartes face cachée&#xa0;: il en voit plus qu’un joueur.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Recherche d’une solution gagnante…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Indice&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This game can no longer be won from here.</source>
        <translation>Cette partie ne peut plus être gagnée à partir d’ici.</translation>
    </message>
    <message numerus="yes">
        <source>No winning line was found within %n seconds.</source>
        <translation>
            <numerusform>Aucune solution gagnante trouvée en %n seconde.</numerusform>
            <numerusform>Aucune solution gagnante trouvée en %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>Aucun coup n’aide&#xa0;: annulez, ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <source>A possible move: %1.</source>
        <translation>Un coup possible&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 sur sa fondation</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 reprise dans la colonne %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 dans la colonne %2</translation>
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
        <source>Solver: no longer winnable</source>
        <translation>Solveur&#xa0;: plus gagnable</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>Solveur&#xa0;: inconnu</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
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
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>Langue du système (%1)</translation>
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
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
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
        <source>&amp;About Russian Solitaire</source>
        <translation>À &amp;propos de Russian Solitaire</translation>
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
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>Table de jeu. Les flèches déplacent le focus, Espace prend et pose un groupe, F envoie une carte sur sa fondation, Échap remet un groupe en place.</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>Code de la partie copié</translation>
    </message>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>Règles de Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King.&lt;/p&gt;&lt;p&gt;Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is of the same suit and exactly one rank higher. Only a King, with the cards on top of it, goes on an empty column. At most %1 cards move at once.&lt;/p&gt;&lt;p&gt;Only the last card of a column goes to a foundation. A face-down card turns up when it becomes the last card of its column.&lt;/p&gt;&lt;p&gt;Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Montez les quatre couleurs sur les fondations, de l&apos;as au roi.&lt;/p&gt;&lt;p&gt;Toute carte découverte peut être déplacée avec toutes les cartes posées dessus, dans l&apos;ordre ou non, sur la dernière carte d&apos;une autre colonne si celle-ci est de la même couleur et d&apos;exactement un rang supérieur. Seul un roi, avec les cartes posées dessus, va sur une colonne vide. Au plus %1 cartes se déplacent à la fois.&lt;/p&gt;&lt;p&gt;Seule la dernière carte d&apos;une colonne va sur une fondation. Une carte face cachée se retourne dès qu&apos;elle devient la dernière carte de sa colonne.&lt;/p&gt;&lt;p&gt;Cliquez sur la dernière carte d&apos;une colonne pour l&apos;envoyer sur sa fondation&#xa0;; double-cliquez sur une carte pour la déplacer au meilleur endroit de la table.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>À propos de Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;La réussite de la famille du Yukon où l&apos;on joue à la couleur.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT.&lt;/p&gt;</translation>
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
        <extracomment>Every language the app ships, by code, under the name its speakers call it. System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål far more easily than English. The English the app is written in. Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text that bypasses translation by its missing brackets and accents). Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and no th): standard dialog buttons and the line edit&apos;s context menu. Listing them here puts them in our .ts files; ours load before Qt&apos;s, so for de/fr/es/ru Qt&apos;s own wording still wins.</extracomment>
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
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
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
</TS>
