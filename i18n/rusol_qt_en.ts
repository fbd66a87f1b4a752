<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnalysisBar</name>
    <message numerus="yes">
        <source>This deal could not be won from the start, whatever the play; best possible: %n cards.</source>
        <translation>
            <numerusform>This deal could not be won from the start, whatever the play; best possible: %n card.</numerusform>
            <numerusform>This deal could not be won from the start, whatever the play; best possible: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; best from there: %n cards.</source>
        <translation>
            <numerusform>The deal could be won until action %1; %2 lost it; best from there: %n card.</numerusform>
            <numerusform>The deal could be won until action %1; %2 lost it; best from there: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n cards.</source>
        <translation>
            <numerusform>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n card.</numerusform>
            <numerusform>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintFeature</name>
    <message numerus="yes">
        <source>Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.</source>
        <translation>
            <numerusform>Hint: %1. Chance to win: about %2%, from %n guess of the face-down cards.</numerusform>
            <numerusform>Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryFeature</name>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed could not be recorded then. They are now in your history.</source>
        <translation>
            <numerusform>%n game left when Russian Solitaire last closed could not be recorded then. It is now in your history.</numerusform>
            <numerusform>%n games left when Russian Solitaire last closed could not be recorded then. They are now in your history.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed cannot be recorded in your history yet. They are kept and will be recorded at a later start.</source>
        <translation>
            <numerusform>%n game left when Russian Solitaire last closed cannot be recorded in your history yet. It is kept and will be recorded at a later start.</numerusform>
            <numerusform>%n games left when Russian Solitaire last closed cannot be recorded in your history yet. They are kept and will be recorded at a later start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %n games could still be read and were saved.</source>
        <translation>
            <numerusform>Your game history was damaged. %n game could still be read and was saved.</numerusform>
            <numerusform>Your game history was damaged. %n games could still be read and were saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %1 of %n games were saved.</source>
        <translation>
            <numerusform>Your game history was damaged. %1 of %n game was saved.</numerusform>
            <numerusform>Your game history was damaged. %1 of %n games were saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only the game as it was after %n move(s) could be kept on disk.</source>
        <translation>
            <numerusform>Only the game as it was after %n move could be kept on disk.</numerusform>
            <numerusform>Only the game as it was after %n moves could be kept on disk.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message numerus="yes">
        <source>Solver: %n deals to go</source>
        <translation>
            <numerusform>Solver: %n deal to go</numerusform>
            <numerusform>Solver: %n deals to go</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recorded games could not be read (the history file holds values this version does not understand) and are left out.</source>
        <translation>
            <numerusform>%n recorded game could not be read (the history file holds values this version does not understand) and is left out.</numerusform>
            <numerusform>%n recorded games could not be read (the history file holds values this version does not understand) and are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 of %Ln game</numerusform>
            <numerusform>%1 of %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games were exported to %1</source>
        <translation>
            <numerusform>%n game was exported to %1</numerusform>
            <numerusform>%n games were exported to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n recorded games and start the statistics again?</source>
        <translation>
            <numerusform>Delete the %n recorded game and start the statistics again?</numerusform>
            <numerusform>Delete all %n recorded games and start the statistics again?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message numerus="yes">
        <source>The last %n games; rolling win rate now %1%.</source>
        <translation>
            <numerusform>The last game; rolling win rate now %1%.</numerusform>
            <numerusform>The last %n games; rolling win rate now %1%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate, last %n games</source>
        <translation>
            <numerusform>Win rate, last game</numerusform>
            <numerusform>Win rate, last %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message numerus="yes">
        <source>Not counted: %n games whose deal the solver could not decide.</source>
        <translation>
            <numerusform>Not counted: %n game whose deal the solver could not decide.</numerusform>
            <numerusform>Not counted: %n games whose deal the solver could not decide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>%n abandoned</numerusform>
            <numerusform>%n abandoned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%1, column %2, with %n cards on top</source>
        <translation>
            <numerusform>%1, column %2, with %n card on top</numerusform>
            <numerusform>%1, column %2, with %n cards on top</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableDeal</name>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>Looking for a deal that can be won… (%n deal tried)</numerusform>
            <numerusform>Looking for a deal that can be won… (%n deals tried)</numerusform>
        </translation>
    </message>
</context>
</TS>
