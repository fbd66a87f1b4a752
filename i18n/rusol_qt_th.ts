<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th" sourcelanguage="en">
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Where this game was lost cannot be told: its actions cannot all be played by this version of Russian Solitaire.</source>
        <translation>บอกไม่ได้ว่าเกมนี้แพ้ที่ตรงไหน: บางขั้นของเกมนี้เล่นใน Russian Solitaire รุ่นนี้ไม่ได้</translation>
    </message>
    <message>
        <source>Looking at where the game was lost…</source>
        <translation>กำลังหาว่าเกมนี้แพ้ที่ตรงไหน…</translation>
    </message>
    <message>
        <source>Counting the chances…</source>
        <translation>กำลังนับโอกาสชนะ…</translation>
    </message>
    <message>
        <source>This game was won.</source>
        <translation>เกมนี้ชนะแล้ว</translation>
    </message>
    <message>
        <source>This deal could not be won from the start, whatever the play.</source>
        <translation>ชุดไพ่แจกนี้ชนะไม่ได้ตั้งแต่แรก ไม่ว่าจะเล่นอย่างไร</translation>
    </message>
    <message numerus="yes">
        <source>This deal could not be won from the start, whatever the play; best possible: %n cards.</source>
        <translation>
            <numerusform>ชุดไพ่แจกนี้ชนะไม่ได้ตั้งแต่แรก ไม่ว่าจะเล่นอย่างไร ผลดีที่สุดที่ทำได้: ไพ่ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was left while it could still be won.</source>
        <translation>เลิกเล่นเกมนี้ในขณะที่ยังชนะได้</translation>
    </message>
    <message>
        <source>The solver could not decide in time where this game was lost.</source>
        <translation>ตัวแก้เกมตัดสินไม่ทันว่าเกมนี้แพ้ที่ตรงไหน</translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; best from there: %n cards.</source>
        <translation>
            <numerusform>ชุดไพ่แจกนี้ชนะได้จนถึงขั้นที่ %1 แล้ว %2 ทำให้แพ้ ผลดีที่สุดที่ทำได้จากตรงนั้น: ไพ่ %n ใบ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The deal could be won until action %1; %2 lost it; the best the solver found from there: %n cards.</source>
        <translation>
            <numerusform>ชุดไพ่แจกนี้ชนะได้จนถึงขั้นที่ %1 แล้ว %2 ทำให้แพ้ ผลดีที่สุดที่ตัวแก้เกมหาได้จากตรงนั้น: ไพ่ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>moving %1 to its foundation</source>
        <translation>การย้าย %1 ไปที่กองฐาน</translation>
    </message>
    <message>
        <source>moving %1 back to column %2</source>
        <translation>การนำ %1 กลับไปที่คอลัมน์ %2</translation>
    </message>
    <message>
        <source>moving %1 to column %2</source>
        <translation>การย้าย %1 ไปที่คอลัมน์ %2</translation>
    </message>
    <message>
        <source>%1 (by a redo)</source>
        <translation>%1 (ด้วยการทำซ้ำ)</translation>
    </message>
    <message>
        <source>Where the game was lost</source>
        <translation>เกมแพ้ที่ตรงไหน</translation>
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
        <translation>เก็บประวัติเกมของคุณไว้ใน %1 ไม่ได้ %2 คุณเล่นได้ แต่จะไม่มีการบันทึกเกมใด และเกมที่เล่นค้างไว้จะไม่กลับมา</translation>
    </message>
    <message>
        <source>Your settings cannot be saved in %1. %2 Changes last until you quit.</source>
        <translation>บันทึกการตั้งค่าของคุณใน %1 ไม่ได้ %2 การเปลี่ยนแปลงจะใช้ได้จนกว่าคุณจะออกจากเกม</translation>
    </message>
    <message>
        <source>Your settings file could not be read (it is damaged). It was kept as %1; the settings that could be read are used, the others are back to their defaults.</source>
        <translation>อ่านไฟล์การตั้งค่าของคุณไม่ได้ (ไฟล์เสียหาย) จึงเก็บไว้เป็น %1 การตั้งค่าที่อ่านได้จะถูกนำมาใช้ ส่วนที่เหลือกลับเป็นค่าเริ่มต้น</translation>
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
        <translation>เอซ</translation>
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
        <translation>แจ็ค</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>ควีน</translation>
    </message>
    <message>
        <source>King</source>
        <translation>คิง</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>โพดำ</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>โพแดง</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ข้าวหลามตัด</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>ดอกจิก</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s full name: %1 is its rank (&quot;Queen&quot;), %2 its suit as said in a name (&quot;hearts&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>GameCommands</name>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
        <translation>เกมใหม่… (&amp;N)</translation>
    </message>
    <message>
        <source>Restart This &amp;Deal</source>
        <translation>เริ่มชุดไพ่แจกนี้ใหม่ (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>ย้อนกลับ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy Game Code</source>
        <translation>คัดลอกรหัสเกม (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>การตั้งค่า… (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>ออก (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>กติกา (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>แป้นพิมพ์ (&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Russian Solitaire</source>
        <translation>เกี่ยวกับ Russian Solitaire (&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>เกี่ยวกับ Qt (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Double-Click Places Cards</source>
        <translation>ดับเบิลคลิกเพื่อวางไพ่ (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Placement Help</source>
        <translation>ตัวช่วยวางไพ่ (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Interactive Rules</source>
        <translation>กติกาแบบโต้ตอบ (&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Auto Placement</source>
        <translation>วางอัตโนมัติ (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>สำรับสี่สี (&amp;F)</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>แสดงแถบเครื่องมือ (&amp;T)</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>คัดลอกรหัสเกมแล้ว</translation>
    </message>
    <message>
        <source>Playing with the Keyboard</source>
        <translation>การเล่นด้วยแป้นพิมพ์</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;Left&lt;/b&gt; and &lt;b&gt;Right&lt;/b&gt; move from pile to pile; &lt;b&gt;Up&lt;/b&gt; and &lt;b&gt;Down&lt;/b&gt; move along the face-up cards of a column.&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the card in focus with every card on it; carry it with the arrows, and &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; again drops it there. &lt;b&gt;Escape&lt;/b&gt; puts it back.&lt;br&gt;&lt;b&gt;F&lt;/b&gt; sends the last card of the column in focus to its foundation.&lt;br&gt;&lt;b&gt;H&lt;/b&gt; shows a hint.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;แป้นพิมพ์&lt;/b&gt;&lt;/p&gt;&lt;p&gt;&lt;b&gt;ลูกศรซ้าย&lt;/b&gt; และ &lt;b&gt;ลูกศรขวา&lt;/b&gt; ย้ายจากกองหนึ่งไปอีกกองหนึ่ง &lt;b&gt;ลูกศรขึ้น&lt;/b&gt; และ &lt;b&gt;ลูกศรลง&lt;/b&gt; ย้ายไปตามไพ่หงายในคอลัมน์&lt;br&gt;&lt;b&gt;Space&lt;/b&gt; หรือ &lt;b&gt;Enter&lt;/b&gt; หยิบไพ่ที่เลือกพร้อมไพ่ทุกใบที่อยู่บนไพ่ใบนั้น ใช้ปุ่มลูกศรพาไป แล้วกด &lt;b&gt;Space&lt;/b&gt; หรือ &lt;b&gt;Enter&lt;/b&gt; อีกครั้งเพื่อวางไพ่ตรงนั้น &lt;b&gt;Esc&lt;/b&gt; วางไพ่กลับที่เดิม&lt;br&gt;&lt;b&gt;F&lt;/b&gt; ส่งไพ่ใบสุดท้ายของคอลัมน์ที่เลือกไปยังกองฐาน&lt;br&gt;&lt;b&gt;H&lt;/b&gt; แสดงคำใบ้&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>เกี่ยวกับ Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;เกมไพ่คนเดียวตระกูล Yukon ที่เรียงไพ่ดอกเดียวกัน&lt;/p&gt;&lt;p&gt;ซอฟต์แวร์เสรีภายใต้สัญญาอนุญาต MIT&lt;/p&gt;</translation>
    </message>
    <message>
        <source>It is built with Qt, PySide6 and Python, each under its own licence.</source>
        <translation>สร้างด้วย Qt, PySide6 และ Python ซึ่งแต่ละตัวใช้สัญญาอนุญาตของตนเอง</translation>
    </message>
    <message>
        <source>&amp;Licences…</source>
        <translation>สัญญาอนุญาต… (&amp;L)</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>เกี่ยวกับ Qt</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>เกมใหม่ที่ชนะได้ (&amp;W)</translation>
    </message>
</context>
<context>
    <name>GameToolBar</name>
    <message>
        <source>Toolbar</source>
        <translation>แถบเครื่องมือ</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>เริ่มใหม่</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>ทำซ้ำ</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>Deal a new game (%1)</source>
        <translation>แจกไพ่เกมใหม่ (%1)</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning (%1)</source>
        <translation>เริ่มชุดไพ่แจกนี้ใหม่ตั้งแต่ต้น (%1)</translation>
    </message>
    <message>
        <source>Undo the last move (%1)</source>
        <translation>ย้อนกลับการเดินครั้งล่าสุด (%1)</translation>
    </message>
    <message>
        <source>Redo the move undone last (%1)</source>
        <translation>ทำซ้ำการเดินที่ย้อนกลับล่าสุด (%1)</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see (%1)</source>
        <translation>แนะนำการเดินจากไพ่ที่มองเห็น (%1)</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>ปุ่มเพิ่มเติม</translation>
    </message>
    <message>
        <source>The buttons that do not fit</source>
        <translation>ปุ่มที่มีที่ไม่พอแสดง</translation>
    </message>
</context>
<context>
    <name>HintFeature</name>
    <message>
        <source>Hin&amp;t</source>
        <translation>คำใบ้ (&amp;T)</translation>
    </message>
    <message>
        <source>Suggest a move from the cards you can see, with the chance to win</source>
        <translation>แนะนำการเดินจากไพ่ที่มองเห็น พร้อมโอกาสชนะ</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>กำลังหาการเดินที่ดี…</translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>ไม่มีการเดินที่ช่วยได้ ให้ย้อนกลับหรือเริ่มเกมใหม่</translation>
    </message>
    <message>
        <source>Hint: %1. This game can be won from here.</source>
        <translation>คำใบ้: %1 เกมนี้ชนะได้จากตรงนี้</translation>
    </message>
    <message>
        <source>This game cannot be won from here. Best move left: %1.</source>
        <translation>เกมนี้ชนะไม่ได้จากตรงนี้ การเดินที่ดีที่สุดที่เหลืออยู่: %1</translation>
    </message>
    <message>
        <source>Hint: %1. Whether this game can still be won is not known.</source>
        <translation>คำใบ้: %1 ยังไม่รู้ว่าเกมนี้ยังชนะได้หรือไม่</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1. Chance to win: about %2%, from %n guesses of the face-down cards.</source>
        <translation>
            <numerusform>คำใบ้: %1 โอกาสชนะประมาณ %2% จากการเดาไพ่คว่ำ %n แบบ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>ย้าย %1 ไปที่กองฐาน</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>นำ %1 กลับไปที่คอลัมน์ %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>ย้าย %1 ไปที่คอลัมน์ %2</translation>
    </message>
</context>
<context>
    <name>HistoryFeature</name>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was left as it is.</source>
        <translation>ประวัติเกมของคุณเขียนโดย Russian Solitaire เวอร์ชันที่ใหม่กว่า ซึ่งเวอร์ชันนี้อ่านไม่ได้ จึงปล่อยไว้ตามเดิม</translation>
    </message>
    <message>
        <source>Your game history was written by a newer version of Russian Solitaire, which this version cannot read. It was kept as %1 and a new history was started.</source>
        <translation>ประวัติเกมของคุณเขียนโดย Russian Solitaire เวอร์ชันที่ใหม่กว่า ซึ่งเวอร์ชันนี้อ่านไม่ได้ จึงเก็บไว้เป็น %1 และเริ่มประวัติใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged). It was kept as %1 and a new history was started.</source>
        <translation>อ่านประวัติเกมของคุณไม่ได้ (ไฟล์เสียหาย) จึงเก็บไว้เป็น %1 และเริ่มประวัติใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file is damaged).</source>
        <translation>อ่านประวัติเกมของคุณไม่ได้ (ไฟล์เสียหาย)</translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %n games could still be read and were saved.</source>
        <translation>
            <numerusform>ประวัติเกมของคุณเสียหาย ยังอ่านได้ %n เกมและเก็บไว้แล้ว</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game history was damaged. %1 of %n games were saved.</source>
        <translation>
            <numerusform>ประวัติเกมของคุณเสียหาย เก็บไว้ได้ %1 จาก %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged file was left as it is, because its folder cannot be written.</source>
        <translation>ไฟล์ที่เสียหายถูกปล่อยไว้ตามเดิม เพราะเขียนลงในโฟลเดอร์ของไฟล์ไม่ได้</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>เก็บไฟล์ที่เสียหายไว้เป็น %1 แล้ว</translation>
    </message>
    <message>
        <source>The folder %1, which keeps your history and your unfinished game, cannot be written. You can play and look at your history, but no game will be recorded, and the game on the table will not be kept when you quit. Nothing in the folder is changed.</source>
        <translation>เขียนลงในโฟลเดอร์ %1 ซึ่งเก็บประวัติและเกมที่ยังเล่นไม่จบของคุณไม่ได้ คุณเล่นและดูประวัติได้ แต่จะไม่มีการบันทึกเกมใด และเกมบนพื้นที่เรียงไพ่จะไม่ถูกเก็บไว้เมื่อคุณออกจากเกม ไม่มีสิ่งใดในโฟลเดอร์ถูกเปลี่ยนแปลง</translation>
    </message>
    <message>
        <source>The game in progress cannot be saved. %1</source>
        <translation>บันทึกเกมที่กำลังเล่นไม่ได้ %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: the system does not let Russian Solitaire read its file. The file was left as it is; a new game was dealt.</source>
        <translation>เปิดเกมที่ยังเล่นไม่จบของคุณไม่ได้ เพราะระบบไม่อนุญาตให้ Russian Solitaire อ่านไฟล์ ไฟล์ถูกปล่อยไว้ตามเดิม และแจกไพ่เกมใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stands in its place is not a file. It was left as it is; a new game was dealt.</source>
        <translation>เปิดเกมที่ยังเล่นไม่จบของคุณไม่ได้ สิ่งที่อยู่ในตำแหน่งนั้นไม่ใช่ไฟล์ จึงปล่อยไว้ตามเดิม และแจกไพ่เกมใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your unfinished game could not be opened: what stood in its place was not a file. It was moved to %1; a new game was dealt.</source>
        <translation>เปิดเกมที่ยังเล่นไม่จบของคุณไม่ได้ สิ่งที่อยู่ในตำแหน่งนั้นไม่ใช่ไฟล์ จึงย้ายไปไว้ที่ %1 และแจกไพ่เกมใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. It was kept as %1; a new game was dealt.</source>
        <translation>เกมที่ยังเล่นไม่จบของคุณบันทึกโดย Russian Solitaire เวอร์ชันที่ใหม่กว่า จึงเล่นต่อที่นี่ไม่ได้ เก็บไว้เป็น %1 และแจกไพ่เกมใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). It was kept as %1; a new game was dealt.</source>
        <translation>อ่านเกมที่ยังเล่นไม่จบของคุณไม่ได้ (ไฟล์เสียหาย) เก็บไว้เป็น %1 และแจกไพ่เกมใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged); a new game was dealt.</source>
        <translation>อ่านเกมที่ยังเล่นไม่จบของคุณไม่ได้ (ไฟล์เสียหาย) และแจกไพ่เกมใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your unfinished game was saved by a newer version of Russian Solitaire and cannot be continued here. The file was left as it is; a new game was dealt.</source>
        <translation>เกมที่ยังเล่นไม่จบของคุณบันทึกโดย Russian Solitaire เวอร์ชันที่ใหม่กว่า จึงเล่นต่อที่นี่ไม่ได้ ไฟล์ถูกปล่อยไว้ตามเดิม และแจกไพ่เกมใหม่แล้ว</translation>
    </message>
    <message>
        <source>Your unfinished game could not be read (the file is damaged). The file was left as it is; a new game was dealt.</source>
        <translation>อ่านเกมที่ยังเล่นไม่จบของคุณไม่ได้ (ไฟล์เสียหาย) ไฟล์ถูกปล่อยไว้ตามเดิม และแจกไพ่เกมใหม่แล้ว</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed could not be recorded then. They are now in your history.</source>
        <translation>
            <numerusform>%n เกมที่ค้างไว้ตอนปิด Russian Solitaire ครั้งล่าสุดบันทึกลงประวัติไม่ได้ในตอนนั้น ตอนนี้อยู่ในประวัติของคุณแล้ว</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) left when Russian Solitaire last closed cannot be recorded in your history yet. They are kept and will be recorded at a later start.</source>
        <translation>
            <numerusform>%n เกมที่ค้างไว้ตอนปิด Russian Solitaire ครั้งล่าสุดยังบันทึกลงประวัติของคุณไม่ได้ เกมเหล่านั้นถูกเก็บไว้และจะบันทึกเมื่อเปิดครั้งต่อไป</numerusform>
        </translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). The file was left as it is.</source>
        <translation>อ่านเกมที่รอบันทึกลงประวัติของคุณไม่ได้ (ไฟล์เสียหาย) ไฟล์ถูกปล่อยไว้ตามเดิม</translation>
    </message>
    <message>
        <source>A game that waited to be recorded in your history could not be read (the file is damaged). It was kept as %1.</source>
        <translation>อ่านเกมที่รอบันทึกลงประวัติของคุณไม่ได้ (ไฟล์เสียหาย) เก็บไว้เป็น %1</translation>
    </message>
    <message>
        <source>Your game history cannot be used right now.</source>
        <translation>ขณะนี้ใช้ประวัติเกมของคุณไม่ได้</translation>
    </message>
    <message>
        <source>The History &amp; Statistics window cannot open.</source>
        <translation>เปิดหน้าต่างประวัติและสถิติไม่ได้</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history, so it is missing from your statistics.</source>
        <translation>บันทึกเกม %1 ลงในประวัติของคุณไม่ได้ เกมนี้จึงไม่อยู่ในสถิติ</translation>
    </message>
    <message>
        <source>The game %1 could not be saved for the next start.</source>
        <translation>บันทึกเกม %1 ไว้เล่นต่อครั้งหน้าไม่ได้</translation>
    </message>
    <message>
        <source>The game %1 could not be recorded in your history.</source>
        <translation>บันทึกเกม %1 ลงในประวัติของคุณไม่ได้</translation>
    </message>
    <message>
        <source>Nothing of it could be kept on disk.</source>
        <translation>ไม่มีส่วนใดของเกมเก็บลงดิสก์ได้</translation>
    </message>
    <message numerus="yes">
        <source>Only the game as it was after %n move(s) could be kept on disk.</source>
        <translation>
            <numerusform>เก็บลงดิสก์ได้เพียงเกมในสภาพหลังเดิน %n ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Hi&amp;story &amp;&amp; Statistics…</source>
        <translation>ประวัติและสถิติ… (&amp;S)</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <extracomment>The table&apos;s columns, left to right.</extracomment>
        <translation>วันที่</translation>
    </message>
    <message>
        <source>Game code</source>
        <translation>รหัสเกม</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>กติกา</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผลลัพธ์</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>เวลา</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>จำนวนครั้งที่เดิน</translation>
    </message>
    <message>
        <source>Cards home</source>
        <translation>ไพ่บนกองฐาน</translation>
    </message>
    <message>
        <source>The cards on the foundations when the game ended, of the most that perfect play brings home from its deal (the solver sees the face-down cards). … while the solver has yet to look at the deal; ? where it could not decide.</source>
        <extracomment>What the cards-home column shows where a count is not known: the deal is still to be solved, or the solver could not decide it (or an old game&apos;s moves do not replay). Lines read from the database at once, and how many such pages are kept. The role under which each line gives its :class:`Summary`.</extracomment>
        <translation>ไพ่บนกองฐานเมื่อจบเกม เทียบกับจำนวนมากที่สุดที่การเล่นอย่างไร้ที่ตินำขึ้นกองฐานได้จากชุดไพ่แจกนั้น (ตัวแก้เกมเห็นไพ่ที่คว่ำอยู่) … หมายถึงตัวแก้เกมยังไม่ได้ดูชุดไพ่แจกนั้น ? หมายถึงตัวแก้เกมตัดสินไม่ได้</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 จาก %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Part of your game history cannot be shown.</source>
        <extracomment>While the solver works through the deals of recorded games: how many are left.</extracomment>
        <translation>แสดงประวัติเกมของคุณบางส่วนไม่ได้</translation>
    </message>
    <message numerus="yes">
        <source>Solver: %n deals to go</source>
        <translation>
            <numerusform>ตัวแก้เกม: เหลืออีก %n ชุด</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver is working out, in the background, which deals of your games can be won and how far perfect play gets on the others. The figures on winnable deals grow as it goes.</source>
        <translation>ตัวแก้เกมกำลังหาคำตอบอยู่เบื้องหลังว่าชุดไพ่แจกในเกมของคุณชุดใดชนะได้ และการเล่นอย่างไร้ที่ติไปได้ไกลแค่ไหนในชุดอื่น ตัวเลขของชุดไพ่แจกที่ชนะได้จะเพิ่มขึ้นเรื่อย ๆ</translation>
    </message>
    <message numerus="yes">
        <source>%n recorded games could not be read (the history file holds values this version does not understand) and are left out.</source>
        <translation>
            <numerusform>อ่านเกมที่บันทึกไว้ %n เกมไม่ได้ (ไฟล์ประวัติมีค่าที่เวอร์ชันนี้ไม่เข้าใจ) จึงไม่ได้นำมาแสดงและนับรวม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 จาก %Ln เกม</numerusform>
        </translation>
    </message>
    <message>
        <source>rusol-qt history %1.csv</source>
        <translation>ประวัติ rusol-qt %1.csv</translation>
    </message>
    <message>
        <source>Your history can only be read: its folder cannot be written.</source>
        <translation>ประวัติของคุณอ่านได้อย่างเดียว: เขียนลงในโฟลเดอร์ของประวัติไม่ได้</translation>
    </message>
    <message>
        <source>The game cannot be replayed.</source>
        <translation>ดูย้อนหลังเกมนี้ไม่ได้</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>ส่งออกประวัติ</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ไฟล์ CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be exported.</source>
        <translation>ส่งออกประวัติไม่ได้</translation>
    </message>
    <message>
        <source>The history could not be written to %1:
%2</source>
        <translation>เขียนประวัติลงใน %1 ไม่ได้:
%2</translation>
    </message>
    <message numerus="yes">
        <source>%n games were exported to %1</source>
        <translation>
            <numerusform>ส่งออกเกม %n เกมไปยัง %1 แล้ว</numerusform>
        </translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>รีเซ็ตสถิติ</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %n recorded games and start the statistics again?</source>
        <translation>
            <numerusform>ลบเกมที่บันทึกไว้ทั้งหมด %n เกมและเริ่มสถิติใหม่หรือไม่</numerusform>
        </translation>
    </message>
    <message>
        <source>Their replays are deleted too. This cannot be undone; export the history first to keep a copy.</source>
        <translation>ข้อมูลสำหรับดูย้อนหลังของเกมเหล่านั้นจะถูกลบด้วย และย้อนกลับไม่ได้ ส่งออกประวัติไว้ก่อนหากต้องการเก็บสำเนา</translation>
    </message>
    <message>
        <source>Delete All Games</source>
        <translation>ลบเกมทั้งหมด</translation>
    </message>
    <message>
        <source>Your statistics could not be reset.</source>
        <translation>รีเซ็ตสถิติของคุณไม่ได้</translation>
    </message>
    <message>
        <source>History &amp; Statistics</source>
        <translation>ประวัติและสถิติ</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>กติกา (&amp;U):</translation>
    </message>
    <message>
        <source>Re&amp;sult:</source>
        <translation>ผลลัพธ์ (&amp;S):</translation>
    </message>
    <message>
        <source>All</source>
        <translation>ทั้งหมด</translation>
    </message>
    <message>
        <source>Find a game code</source>
        <translation>ค้นหารหัสเกม</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>เกมที่ผ่านมา</translation>
    </message>
    <message>
        <source>Results of the latest games</source>
        <translation>ผลของเกมล่าสุด</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>ดูย้อนหลัง (&amp;R)</translation>
    </message>
    <message>
        <source>Watch the chosen game again, move by move</source>
        <translation>ดูเกมที่เลือกอีกครั้งทีละการเดิน</translation>
    </message>
    <message>
        <source>&amp;Play This Deal Again</source>
        <translation>เล่นชุดไพ่แจกนี้อีกครั้ง (&amp;P)</translation>
    </message>
    <message>
        <source>C&amp;opy Code</source>
        <translation>คัดลอกรหัส (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>ส่งออก CSV… (&amp;E)</translation>
    </message>
    <message>
        <source>Reset S&amp;tatistics…</source>
        <translation>รีเซ็ตสถิติ… (&amp;T)</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <translation>คะแนน:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>เวลา:</translation>
    </message>
    <message>
        <source>The playing time of the whole recorded game</source>
        <translation>เวลาเล่นของทั้งเกมที่บันทึกไว้</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>จำนวนครั้งที่เดิน:</translation>
    </message>
    <message>
        <source>The rule set of this game</source>
        <translation>กติกาของเกมนี้</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>รหัสเกม:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>คัดลอก</translation>
    </message>
    <message>
        <source>Copy the game code</source>
        <translation>คัดลอกรหัสเกม</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>กติกา: %1</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>ภาษาของระบบ (%1)</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <source>Licences</source>
        <translation>สัญญาอนุญาต</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>ส่วนประกอบ</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>ข้อความสัญญาอนุญาต</translation>
    </message>
    <message>
        <source>Russian Solitaire is free software under the MIT licence. It is built with the software below, each under its own licence; the game&apos;s packages and installers carry these texts.</source>
        <translation>Russian Solitaire เป็นซอฟต์แวร์เสรีภายใต้สัญญาอนุญาต MIT สร้างด้วยซอฟต์แวร์ด้านล่าง ซึ่งแต่ละตัวใช้สัญญาอนุญาตของตนเอง แพ็กเกจและตัวติดตั้งของเกมมีข้อความเหล่านี้รวมอยู่ด้วย</translation>
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
        <translation>เกม (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>การตั้งค่า (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ช่วยเหลือ (&amp;H)</translation>
    </message>
    <message>
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>พื้นที่เรียงไพ่ ปุ่มลูกศรย้ายโฟกัส ปุ่ม Space หยิบและวางกลุ่มไพ่ ปุ่ม F ส่งไพ่ไปยังกองฐาน ปุ่ม Escape วางกลุ่มไพ่กลับที่เดิม</translation>
    </message>
    <message>
        <source>Restart This Deal</source>
        <translation>เริ่มชุดไพ่แจกนี้ใหม่</translation>
    </message>
    <message>
        <source>Restart this deal from the beginning?</source>
        <translation>เริ่มชุดไพ่แจกนี้ใหม่ตั้งแต่ต้นหรือไม่</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>เริ่มใหม่ (&amp;R)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Leave the game in progress for a new one?</source>
        <translation>ออกจากเกมที่กำลังเล่นเพื่อเริ่มเกมใหม่หรือไม่</translation>
    </message>
    <message>
        <source>Russian Solitaire was started again, asking for the game %1. Leave the game in progress for it?</source>
        <translation>Russian Solitaire ถูกเปิดอีกครั้งเพื่อขอเล่นเกม %1 ออกจากเกมที่กำลังเล่นเพื่อเล่นเกมนั้นหรือไม่</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>เกมใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>The game in progress will be recorded as abandoned in the history.</source>
        <translation>เกมที่กำลังเล่นจะถูกบันทึกในประวัติว่าเลิกเล่น</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>เกมที่กำลังเล่นจะหายไป</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>เล่นต่อ (&amp;K)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Deal %1 under the %2 rules.</source>
        <extracomment>What the typed code means, or why it cannot be read. Random deals only: the solver draws deals until it proves one winnable.</extracomment>
        <translation>แจกไพ่ %1 ด้วยกติกา “%2”</translation>
    </message>
    <message>
        <source>Leave the code empty for a new random deal.</source>
        <translation>เว้นรหัสว่างไว้เพื่อแจกไพ่ใหม่แบบสุ่ม</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>เกมใหม่</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>กติกา</translation>
    </message>
    <message>
        <source>C&amp;lassic</source>
        <translation>คลาสสิก (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Mixed suits</source>
        <translation>สีผสม (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Game code (optional):</source>
        <translation>รหัสเกม (ไม่บังคับ) (&amp;G):</translation>
    </message>
    <message>
        <source>RU1-C-ABCDEFG</source>
        <translation>RU1-C-ABCDEFG</translation>
    </message>
    <message>
        <source>Type or paste the code of a deal to play it again, or leave it empty.</source>
        <translation>พิมพ์หรือวางรหัสของชุดไพ่แจกเพื่อเล่นซ้ำ หรือเว้นว่างไว้</translation>
    </message>
    <message>
        <source>Only &amp;winnable deals</source>
        <translation>เฉพาะชุดไพ่แจกที่ชนะได้ (&amp;W)</translation>
    </message>
    <message>
        <source>Deal only a game the solver has proved can be won (it knows every card).</source>
        <translation>แจกเฉพาะเกมที่ตัวแก้เกมพิสูจน์แล้วว่าชนะได้ (ตัวแก้เกมรู้ไพ่ทุกใบ)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>แจกไพ่ (&amp;D)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>ค้นหาใน (&amp;L):</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>ถัดไป</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>โฟลเดอร์หลัก</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>ไปยังโฟลเดอร์หลัก</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>มุมมองรายการ</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>เปลี่ยนเป็นมุมมองรายการ</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>มุมมองรายละเอียด</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>เปลี่ยนเป็นมุมมองรายละเอียด</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>แถบด้านข้าง</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>รายการตำแหน่งและบุ๊กมาร์ก</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ชื่อไฟล์ (&amp;N):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ชนิดไฟล์ (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>บันทึก (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>เปิด (&amp;O)</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>บันทึกเป็น</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 มีอยู่แล้ว
ต้องการแทนที่หรือไม่</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>โฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>โฟลเดอร์ใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>เปลี่ยนชื่อ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>ลบ (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>แสดงไฟล์ที่ซ่อนอยู่ (&amp;H)</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>ตำแหน่งล่าสุด</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>โฟลเดอร์:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>โฟลเดอร์</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>ขนาด</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ชนิด</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>ชนิด</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>วันที่แก้ไข</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>คอมพิวเตอร์ของฉัน</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>ตกลง (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>บันทึก (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>ยกเลิก (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิด (&amp;C)</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>ปิดโดยไม่บันทึก</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>เลิกทำ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ตัด (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>คัดลอก (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>วาง (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>แสดงรายละเอียด...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>ซ่อนรายละเอียด...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>Every language the app ships, by code, under the name its speakers call it. System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål far more easily than English. The English the app is written in. The pseudo-locale&apos;s name in Settings, in its own pseudo script: what the build&apos;s ``pseudo_translate(&quot;Pseudo-locale&quot;)`` (tools/linguist.py) makes of it, written out here because the installed app carries no build tools (tests/i18n/test_i18n.py checks that the two agree). Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text that bypasses translation by its missing brackets and accents). Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and no th): standard dialog buttons, the line edit&apos;s context menu, and Qt&apos;s own file dialog (the history export, where the platform offers no native one). Listing them here puts them in our .ts files; ours load before Qt&apos;s, so for de/fr/es/ru Qt&apos;s own wording still wins where Qt has one.</extracomment>
        <translation>ตกลง</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>บันทึก</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>บันทึกทั้งหมด</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ใช่ (&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>ใช่ทั้งหมด (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ไม่ (&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>ไม่ทั้งหมด (&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>ยุติ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>ลองอีกครั้ง</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>ข้าม</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ละทิ้ง</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ช่วยเหลือ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>นำไปใช้</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>รีเซ็ต</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>คืนค่าเริ่มต้น</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay</source>
        <translation>ดูย้อนหลัง</translation>
    </message>
    <message>
        <source>This game cannot be replayed: its game code “%1” cannot be read. The record may be damaged or come from another version of Russian Solitaire.</source>
        <translation>ดูย้อนหลังเกมนี้ไม่ได้: อ่านรหัสเกม “%1” ไม่ได้ บันทึกอาจเสียหายหรือมาจาก Russian Solitaire เวอร์ชันอื่น</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>ดูย้อนหลังเกม %1</translation>
    </message>
    <message>
        <source>Action %1 of %2</source>
        <translation>ขั้นที่ %1 จาก %2</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Pause</source>
        <extracomment>Time between two actions when the replay plays by itself, in milliseconds.</extracomment>
        <translation>หยุดชั่วคราว</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>ดูย้อนหลัง</translation>
    </message>
    <message>
        <source>To the Deal</source>
        <translation>ไปที่การแจกไพ่</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>กลับไปที่การแจกไพ่ (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ย้อน</translation>
    </message>
    <message>
        <source>One action back (Left)</source>
        <translation>ย้อนหนึ่งขั้น (ลูกศรซ้าย)</translation>
    </message>
    <message>
        <source>Play the actions one after another (Space)</source>
        <translation>เล่นทีละขั้นต่อเนื่องกัน (Space)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>ถัดไป</translation>
    </message>
    <message>
        <source>One action forward (Right)</source>
        <translation>ไปข้างหน้าหนึ่งขั้น (ลูกศรขวา)</translation>
    </message>
    <message>
        <source>To the End</source>
        <translation>ไปที่ท้ายสุด</translation>
    </message>
    <message>
        <source>To the last action (End)</source>
        <translation>ไปที่ขั้นสุดท้าย (End)</translation>
    </message>
    <message>
        <source>Close Replay</source>
        <translation>ปิดการดูย้อนหลัง</translation>
    </message>
    <message>
        <source>Back to your game (Escape)</source>
        <translation>กลับไปที่เกมของคุณ (Esc)</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No games yet.</source>
        <extracomment>How many of the latest games the chart shows, and how many games the win rate looks back.</extracomment>
        <translation>ยังไม่มีเกม</translation>
    </message>
    <message numerus="yes">
        <source>The last %n games; rolling win rate now %1%.</source>
        <translation>
            <numerusform>%n เกมล่าสุด อัตราชนะเฉลี่ยเคลื่อนที่ตอนนี้ %1%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Win rate, last %n games</source>
        <translation>
            <numerusform>อัตราชนะ %n เกมล่าสุด</numerusform>
        </translation>
    </message>
    <message>
        <source>Results chart</source>
        <translation>แผนภูมิผลลัพธ์</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>A face-down card cannot be moved</source>
        <extracomment>Rule -&gt; message; the rules missing here refuse silently (a group put back where it lay).</extracomment>
        <translation>ย้ายไพ่ที่คว่ำอยู่ไม่ได้</translation>
    </message>
    <message>
        <source>Same suit: a card goes only on a card of the same family, one rank higher</source>
        <translation>สีเดียวกัน: วางไพ่ได้เฉพาะบนไพ่ตระกูลเดียวกันที่สูงกว่าหนึ่งขั้น</translation>
    </message>
    <message>
        <source>Only a King can go on an empty column</source>
        <translation>คอลัมน์ว่างรับได้เฉพาะคิง</translation>
    </message>
    <message>
        <source>At most %1 cards can move at once</source>
        <translation>ย้ายได้ครั้งละไม่เกิน %1 ใบ</translation>
    </message>
    <message>
        <source>Only the last card of a column can go to a foundation, one card at a time</source>
        <translation>ส่งไปกองฐานได้เฉพาะไพ่ใบสุดท้ายของคอลัมน์ ครั้งละหนึ่งใบ</translation>
    </message>
    <message>
        <source>Each foundation takes one suit only</source>
        <translation>กองฐานแต่ละกองรับไพ่เพียงดอกเดียว</translation>
    </message>
    <message>
        <source>A foundation is built up from the Ace, one rank at a time</source>
        <translation>กองฐานเริ่มด้วยเอซ แล้วเรียงขึ้นไปทีละหนึ่งขั้น</translation>
    </message>
    <message>
        <source>A card taken from a foundation can only go back to a column</source>
        <translation>ไพ่ที่นำออกจากกองฐานวางได้เฉพาะในคอลัมน์</translation>
    </message>
    <message>
        <source>Mixed suits: a card goes on any card exactly one rank higher</source>
        <extracomment>The rank rule reads differently under each rule set: in Classic it is part of &quot;Same suit&quot;.</extracomment>
        <translation>สีผสม: วางไพ่บนไพ่ใดก็ได้ที่มีลำดับสูงกว่าหนึ่งขั้นพอดี</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>กติกาของ Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up, of the &lt;b&gt;same suit&lt;/b&gt; and exactly one rank higher: the 7 of hearts goes on the 8 of hearts, never on the 8 of diamonds or a black 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;การวางบนคอลัมน์&lt;/b&gt; ย้ายไพ่หงายใบใดก็ได้พร้อมไพ่ทุกใบที่ทับอยู่ ไม่ว่าจะเรียงลำดับกันหรือไม่ ไปวางบนไพ่ใบสุดท้ายของอีกคอลัมน์หนึ่งได้ หากไพ่ใบนั้นหงายอยู่ เป็น&lt;b&gt;ดอกเดียวกัน&lt;/b&gt; และมีลำดับสูงกว่าหนึ่งขั้นพอดี: วาง 7 โพแดงบน 8 โพแดงได้ แต่ห้ามวางบน 8 ข้าวหลามตัดหรือ 8 สีดำ มีเพียงไพ่ล่างสุดของกลุ่มที่ต้องวางได้&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Building.&lt;/b&gt; Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is face up and exactly one rank higher, &lt;b&gt;whatever its suit&lt;/b&gt;: the 7 of hearts goes on any 8. Only the bottom card of the group must fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;การวางบนคอลัมน์&lt;/b&gt; ย้ายไพ่หงายใบใดก็ได้พร้อมไพ่ทุกใบที่ทับอยู่ ไม่ว่าจะเรียงลำดับกันหรือไม่ ไปวางบนไพ่ใบสุดท้ายของอีกคอลัมน์หนึ่งได้ หากไพ่ใบนั้นหงายอยู่และมีลำดับสูงกว่าหนึ่งขั้นพอดี &lt;b&gt;ไม่ว่าจะเป็นดอกใด&lt;/b&gt;: วาง 7 โพแดงบน 8 ใบใดก็ได้ มีเพียงไพ่ล่างสุดของกลุ่มที่ต้องวางได้&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire: %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King. The game is won when all 52 cards are there. There is no stock: every card is dealt into the seven columns.&lt;/p&gt;</source>
        <translation>&lt;p&gt;เรียงไพ่ทั้งสี่ดอกลงบนกองฐาน จากเอซถึงคิง ชนะเกมเมื่อไพ่ทั้ง 52 ใบอยู่ในกองฐาน ไม่มีกองจั่ว: ไพ่ทุกใบแจกลงใน 7 คอลัมน์&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Groups.&lt;/b&gt; At most %1 cards move at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;กลุ่ม&lt;/b&gt; กลุ่มละไม่เกิน %1 ใบ: ย้ายกลุ่มที่ใหญ่กว่านี้ในครั้งเดียวไม่ได้&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Empty columns.&lt;/b&gt; Only a King, alone or with the cards on top of it, goes on an empty column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;คอลัมน์ว่าง&lt;/b&gt; คอลัมน์ว่างรับได้เฉพาะคิง จะเป็นใบเดียวหรือพร้อมไพ่ที่ทับอยู่ก็ได้&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Face-down cards&lt;/b&gt; turn up by themselves when they become the last card of their column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ไพ่คว่ำ&lt;/b&gt; จะพลิกหงายเองเมื่อกลายเป็นไพ่ใบสุดท้ายของคอลัมน์&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Foundations.&lt;/b&gt; Each foundation takes one suit, from the Ace up to the King, one card at a time: the last card of a column.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;กองฐาน&lt;/b&gt; กองฐานแต่ละกองรับไพ่เพียงดอกเดียว: เริ่มด้วยเอซ ตามด้วย 2, 3 และต่อไปจนถึงคิง โดยนำไพ่จากท้ายคอลัมน์มาครั้งละหนึ่งใบ&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Taking back.&lt;/b&gt; The top card of a foundation can be dragged back onto a column where it fits by the rules above (a King onto an empty column). No points are lost; put back on its foundation, it earns its points again.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;นำไพ่กลับจากกองฐาน&lt;/b&gt; สามารถลากไพ่ใบบนสุดของกองฐานกลับมาวางในคอลัมน์ที่วางได้ตามกติกาข้างต้น (คิงวางในคอลัมน์ว่าง) โดยไม่เสียคะแนน เมื่อนำกลับไปวางในกองฐานอีกครั้ง จะได้คะแนนอีกครั้ง&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Score.&lt;/b&gt; %1 points for each card put on a foundation, %2 for each face-down card turned up; moves between columns and taking back score nothing. The score starts at 0 and never goes below 0: a game won without taking cards back ends on %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;คะแนน&lt;/b&gt; ได้ %1 คะแนนสำหรับไพ่แต่ละใบที่วางบนกองฐาน และ %2 คะแนนสำหรับไพ่คว่ำแต่ละใบที่พลิก การย้ายระหว่างคอลัมน์และการนำไพ่กลับไม่ได้คะแนน คะแนนเริ่มที่ 0 และไม่ต่ำกว่า 0: เกมที่ชนะโดยไม่นำไพ่กลับจากกองฐานจะจบที่ %3 คะแนนเสมอ&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Undo.&lt;/b&gt; The last %1 moves can be undone, and undone moves redone. Undo puts back the cards, which side faces up and the score; the move counter does not go down.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ย้อนกลับ&lt;/b&gt; ย้อนการเดิน %1 ครั้งล่าสุดได้ และทำซ้ำการเดินที่ย้อนไปแล้วได้ การย้อนกลับจะคืนตำแหน่งไพ่ สถานะหงายหรือคว่ำ และคะแนน แต่ตัวนับจำนวนครั้งที่เดินจะไม่ลดลง&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rule set is chosen in the New Game window: Classic (a card goes only on the same suit) or Mixed suits (any suit). The game code keeps it: C for Classic, R for Mixed suits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;เลือกกติกาได้ในหน้าต่างเกมใหม่: คลาสสิก (วางไพ่ได้เฉพาะบนดอกเดียวกัน) หรือ “สีผสม” (ดอกใดก็ได้) รหัสเกมเก็บข้อมูลกติกาไว้ด้วย: C สำหรับแบบคลาสสิก และ R สำหรับ “สีผสม”&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Mouse.&lt;/b&gt; Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table; or drag it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;เมาส์&lt;/b&gt; คลิกไพ่ใบสุดท้ายของคอลัมน์เพื่อส่งไปยังกองฐาน ดับเบิลคลิกไพ่เพื่อย้ายไปยังตำแหน่งที่ดีที่สุดบนพื้นที่เรียงไพ่ หรือลากไพ่ไปวางเอง&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <extracomment>The settings shown as check boxes, in the order of the dialog. One check box per setting of :data:`CHECKED_SETTINGS`, by the setting&apos;s name.</extracomment>
        <translation>การตั้งค่า</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>การเล่น</translation>
    </message>
    <message>
        <source>&amp;Double-click</source>
        <translation>ดับเบิลคลิก (&amp;D)</translation>
    </message>
    <message>
        <source>Double-clicking a card looks for a place for it on the table.</source>
        <translation>ดับเบิลคลิกที่ไพ่เพื่อค้นหาตำแหน่งบนพื้นที่เรียงไพ่ให้ไพ่ใบนั้น</translation>
    </message>
    <message>
        <source>&amp;Placement help</source>
        <translation>ตัวช่วยวางไพ่ (&amp;P)</translation>
    </message>
    <message>
        <source>While you drag cards, the places that take them are shown.</source>
        <translation>แสดงตำแหน่งที่วางได้ขณะลากไพ่</translation>
    </message>
    <message>
        <source>&amp;Interactive rules</source>
        <translation>กติกาแบบโต้ตอบ (&amp;I)</translation>
    </message>
    <message>
        <source>When a move is refused, the rule that refuses it is explained.</source>
        <translation>แสดงกติกาเมื่อการเดินถูกปฏิเสธ</translation>
    </message>
    <message>
        <source>&amp;Auto placement</source>
        <translation>วางอัตโนมัติ (&amp;A)</translation>
    </message>
    <message>
        <source>When you release a card, the game chooses the column for it.</source>
        <translation>เลือกคอลัมน์ปลายทางให้เมื่อปล่อยไพ่</translation>
    </message>
    <message>
        <source>&amp;Solver status</source>
        <translation>สถานะตัวแก้เกม (&amp;S)</translation>
    </message>
    <message>
        <source>The info bar says whether the solver can still win the game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>แถบข้อมูลเกมบอกว่าตัวแก้เกมยังชนะเกมนี้จากตรงนี้ได้หรือไม่ ตัวแก้เกมดูไพ่ที่คว่ำอยู่ จึงเห็นมากกว่าผู้เล่น</translation>
    </message>
    <message>
        <source>&amp;Resume the game in progress</source>
        <translation>เล่นเกมที่ค้างอยู่ต่อ (&amp;R)</translation>
    </message>
    <message>
        <source>An unfinished game comes back at the next start. When off, quitting records it as abandoned.</source>
        <translation>เกมที่ยังเล่นไม่จบจะกลับมาเมื่อเปิดแอปครั้งถัดไป หากปิดตัวเลือกนี้ การออกจากแอปจะบันทึกเกมนั้นว่าเลิกเล่น</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>รูปลักษณ์</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ภาษา (&amp;L):</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>สำรับไพ่:</translation>
    </message>
    <message>
        <source>&amp;Two colours</source>
        <translation>สองสี (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>สี่สี (&amp;F)</translation>
    </message>
    <message>
        <source>Show the tool&amp;bar</source>
        <translation>แสดงแถบเครื่องมือ (&amp;B)</translation>
    </message>
    <message>
        <source>Each suit in a colour of its own, to tell the suits apart at a glance.</source>
        <translation>ไพ่แต่ละดอกมีสีของตัวเอง เพื่อให้แยกดอกได้ในพริบตา</translation>
    </message>
</context>
<context>
    <name>SolverStatusFeature</name>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>สถานะตัวแก้เกม (&amp;V)</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It looks at the face-down cards, so it sees more than a player can.</source>
        <translation>ตัวแก้เกมยังชนะเกมนี้จากตรงนี้ได้หรือไม่ ตัวแก้เกมดูไพ่ที่คว่ำอยู่ จึงเห็นมากกว่าผู้เล่น</translation>
    </message>
    <message>
        <source>Solver: thinking…</source>
        <translation>ตัวแก้เกม: กำลังคิด…</translation>
    </message>
    <message>
        <source>Solver: winnable</source>
        <translation>ตัวแก้เกม: ชนะได้</translation>
    </message>
    <message>
        <source>Solver: not winnable</source>
        <translation>ตัวแก้เกม: ชนะไม่ได้</translation>
    </message>
    <message>
        <source>Solver: no longer winnable</source>
        <translation>ตัวแก้เกม: ชนะไม่ได้แล้ว</translation>
    </message>
    <message>
        <source>Solver: cannot be won from here</source>
        <translation>ตัวแก้เกม: ชนะไม่ได้จากตรงนี้</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>ตัวแก้เกม: ไม่ทราบ</translation>
    </message>
    <message>
        <source>Solver: won</source>
        <translation>ตัวแก้เกม: ชนะแล้ว</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>ชนะ %n เกม</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n abandoned</source>
        <translation>
            <numerusform>เลิกเล่น %n เกม</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The figures in the order of the panel&apos;s lines. The fair win rate&apos;s lines, after those: of the games whose deal can be won, how many were won (&quot;12 of 15&quot;), and that as a percentage. (Two lines, not three: the panel must fit a small screen in Thai.) The value labels, by figure and rule set (``None``: overall).</extracomment>
        <translation>%1 จาก %2</translation>
    </message>
    <message numerus="yes">
        <source>Not counted: %n games whose deal the solver could not decide.</source>
        <translation>
            <numerusform>ไม่นับรวม: %n เกมที่ตัวแก้เกมตัดสินชุดไพ่แจกไม่ได้</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>สถิติ</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>รวมทั้งหมด</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>เกมที่เล่น</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>เกมที่ชนะ</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>อัตราชนะ</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>คะแนนสูงสุด</translation>
    </message>
    <message>
        <source>Fastest win</source>
        <translation>ชนะเร็วที่สุด</translation>
    </message>
    <message>
        <source>Fewest moves to win</source>
        <translation>ชนะด้วยการเดินน้อยที่สุด</translation>
    </message>
    <message>
        <source>Average time of a win</source>
        <translation>เวลาเฉลี่ยของเกมที่ชนะ</translation>
    </message>
    <message>
        <source>Average moves of a win</source>
        <translation>จำนวนครั้งที่เดินเฉลี่ยของเกมที่ชนะ</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>ผลติดต่อกันปัจจุบัน</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>ชนะติดต่อกันนานที่สุด</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>แพ้ติดต่อกันนานที่สุด</translation>
    </message>
    <message>
        <source>Winnable deals won</source>
        <translation>ชุดไพ่แจกที่ชนะได้ที่ชนะ</translation>
    </message>
    <message>
        <source>Win rate on winnable deals</source>
        <translation>อัตราชนะในชุดไพ่แจกที่ชนะได้</translation>
    </message>
    <message>
        <source>Counted over the games whose deal the solver proved can be won. It sees the face-down cards: a deal it cannot win, no one can.</source>
        <translation>นับเฉพาะเกมที่ตัวแก้เกมพิสูจน์แล้วว่าชุดไพ่แจกชนะได้ ตัวแก้เกมเห็นไพ่ที่คว่ำอยู่ ชุดที่ตัวแก้เกมชนะไม่ได้ ก็ไม่มีใครชนะได้</translation>
    </message>
</context>
<context>
    <name>SuitName</name>
    <message>
        <source>Spades</source>
        <translation>โพดำ</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>โพแดง</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>ข้าวหลามตัด</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>ดอกจิก</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>%1 foundation, empty</source>
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. The layout for the view&apos;s size alone, before any column folds into lanes. The layout of the table as it shows: with the lanes its long columns take. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
        <translation>กองฐาน%1 ว่าง</translation>
    </message>
    <message>
        <source>%1, on the foundation</source>
        <translation>%1 บนกองฐาน</translation>
    </message>
    <message>
        <source>Empty column %1</source>
        <translation>คอลัมน์ %1 ว่าง</translation>
    </message>
    <message numerus="yes">
        <source>%1, column %2, with %n cards on top</source>
        <translation>
            <numerusform>%1 คอลัมน์ %2 มีไพ่ทับอยู่ %n ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, column %2</source>
        <translation>%1 คอลัมน์ %2</translation>
    </message>
</context>
<context>
    <name>TimelineStrip</name>
    <message>
        <source>Could be won, with sight of every card.</source>
        <translation>ชนะได้ เมื่อเห็นไพ่ทุกใบ</translation>
    </message>
    <message>
        <source>Could not be won, even with sight of every card.</source>
        <translation>ชนะไม่ได้ แม้จะเห็นไพ่ทุกใบ</translation>
    </message>
    <message>
        <source>The solver could not decide whether it could be won.</source>
        <translation>ตัวแก้เกมตัดสินไม่ได้ว่าชนะได้หรือไม่</translation>
    </message>
    <message>
        <source>Still being analysed.</source>
        <translation>ยังวิเคราะห์อยู่</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: about %1%.</source>
        <translation>โอกาสชนะจากสิ่งที่มองเห็น: ประมาณ %1%</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: %1% (every card face up).</source>
        <translation>โอกาสชนะจากสิ่งที่มองเห็น: %1% (ไพ่ทุกใบหงายอยู่)</translation>
    </message>
    <message>
        <source>Chance to win from what you could see: still being counted.</source>
        <translation>โอกาสชนะจากสิ่งที่มองเห็น: ยังนับอยู่</translation>
    </message>
    <message>
        <source>Where the game was lost, action by action</source>
        <translation>เกมแพ้ที่ตรงไหน ทีละขั้น</translation>
    </message>
</context>
<context>
    <name>WinDialog</name>
    <message>
        <source>You won!</source>
        <translation>คุณชนะ!</translation>
    </message>
    <message>
        <source>Congratulations, you won!</source>
        <translation>ยินดีด้วย คุณชนะแล้ว!</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>คะแนน:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>เวลา:</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>จำนวนครั้งที่เดิน:</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>เกมใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>ปิด (&amp;C)</translation>
    </message>
</context>
<context>
    <name>WinnableDeal</name>
    <message>
        <source>Only winnable deals</source>
        <translation>เฉพาะชุดไพ่แจกที่ชนะได้</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>กำลังค้นหาชุดไพ่แจกที่ชนะได้…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>กำลังค้นหาชุดไพ่แจกที่ชนะได้… (ลองแล้ว %n ชุด)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>Classic</source>
        <translation>คลาสสิก</translation>
    </message>
    <message>
        <source>Mixed suits</source>
        <translation>สีผสม</translation>
    </message>
    <message>
        <source>A card goes only on the next higher card of the same suit.</source>
        <translation>วางไพ่ได้เฉพาะบนไพ่ดอกเดียวกันที่สูงกว่าหนึ่งขั้น</translation>
    </message>
    <message>
        <source>A card goes on any card one rank higher, whatever its suit.</source>
        <translation>วางไพ่บนไพ่ใดก็ได้ที่มีลำดับสูงกว่าหนึ่งขั้น ไม่ว่าจะเป็นดอกใด</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>ชนะ</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>เลิกเล่น</translation>
    </message>
    <message>
        <source>The game code is empty.</source>
        <translation>รหัสเกมว่างเปล่า</translation>
    </message>
    <message>
        <source>A game code looks like RU1-C-ABCDEFG.</source>
        <translation>รหัสเกมมีรูปแบบเช่น RU1-C-ABCDEFG</translation>
    </message>
    <message>
        <source>A game code starts with RU, not “%1”.</source>
        <translation>รหัสเกมต้องขึ้นต้นด้วย RU ไม่ใช่ “%1”</translation>
    </message>
    <message>
        <source>Game code version %1 is unknown; this version of the game reads RU1 codes.</source>
        <translation>ไม่รู้จักรหัสเกมเวอร์ชัน %1 เกมเวอร์ชันนี้อ่านได้เฉพาะรหัส RU1</translation>
    </message>
    <message>
        <source>The rule letter must be C (Classic) or R (Mixed suits), not “%1”.</source>
        <translation>ตัวอักษรกติกาต้องเป็น C (คลาสสิก) หรือ R (สีผสม) ไม่ใช่ “%1”</translation>
    </message>
    <message>
        <source>The deal part must have 7 letters; it has %1.</source>
        <translation>ส่วนของการแจกไพ่ต้องมี 7 ตัวอักษร แต่มี %1 ตัว</translation>
    </message>
    <message>
        <source>The deal part may hold only the letters A to Z, not “%1”.</source>
        <translation>ส่วนของการแจกไพ่มีได้เฉพาะตัวอักษร A ถึง Z ไม่ใช่ “%1”</translation>
    </message>
    <message>
        <source>The folder of your history cannot be written (its permissions, or a disk that is read-only).</source>
        <extracomment>Why the history cannot be read or written, said to the player; the system&apos;s own words go to the message&apos;s &quot;Details&quot;, never into these sentences.</extracomment>
        <translation>เขียนลงในโฟลเดอร์ของประวัติไม่ได้ (เพราะสิทธิ์การเข้าถึง หรือดิสก์เป็นแบบอ่านอย่างเดียว)</translation>
    </message>
    <message>
        <source>The history file cannot be opened or read.</source>
        <translation>เปิดหรืออ่านไฟล์ประวัติไม่ได้</translation>
    </message>
    <message>
        <source>The history was written by a newer version of Russian Solitaire.</source>
        <translation>ประวัติเขียนโดย Russian Solitaire เวอร์ชันที่ใหม่กว่า</translation>
    </message>
    <message>
        <source>The history file is damaged, and no copy of it could be made to set it aside.</source>
        <translation>ไฟล์ประวัติเสียหาย และทำสำเนาเพื่อเก็บแยกไว้ไม่ได้</translation>
    </message>
    <message>
        <source>Another copy of Russian Solitaire kept the history busy for too long.</source>
        <translation>Russian Solitaire อีกตัวที่เปิดอยู่ใช้งานประวัตินานเกินไป</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>ดิสก์เต็ม</translation>
    </message>
    <message>
        <source>The system reported an error.</source>
        <translation>ระบบแจ้งข้อผิดพลาด</translation>
    </message>
    <message>
        <source>The folder cannot be written (its permissions, or a disk that is read-only).</source>
        <translation>เขียนลงในโฟลเดอร์ไม่ได้ (เพราะสิทธิ์การเข้าถึง หรือดิสก์เป็นแบบอ่านอย่างเดียว)</translation>
    </message>
    <message>
        <source>A file stands where the folder should be.</source>
        <translation>มีไฟล์อยู่ในตำแหน่งที่ควรเป็นโฟลเดอร์</translation>
    </message>
    <message>
        <source>Something that is not a file (a folder, say) stands where the file should be.</source>
        <translation>มีสิ่งที่ไม่ใช่ไฟล์ (เช่นโฟลเดอร์) อยู่ในตำแหน่งที่ควรเป็นไฟล์</translation>
    </message>
</context>
</TS>
