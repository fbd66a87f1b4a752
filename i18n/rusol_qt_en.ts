<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
</TS>
