<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th" sourcelanguage="en">
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
    <name>Hints</name>
    <message>
        <source>Only winnable deals</source>
        <translation>เฉพาะชุดไพ่แจกที่ชนะได้</translation>
    </message>
    <message>
        <source>Looking for a deal that can be won…</source>
        <translation>กำลังหาชุดไพ่แจกที่ชนะได้…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message numerus="yes">
        <source>Looking for a deal that can be won… (%n deals tried)</source>
        <translation>
            <numerusform>กำลังหาชุดไพ่แจกที่ชนะได้… (ลองแล้ว %n ชุด)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>คำใบ้ (&amp;T)</translation>
    </message>
    <message>
        <source>Show a move of a winning line</source>
        <translation>แสดงการเดินหนึ่งครั้งจากทางที่ชนะได้</translation>
    </message>
    <message>
        <source>New &amp;Winnable Game</source>
        <translation>เกมใหม่ที่ชนะได้ (&amp;W)</translation>
    </message>
    <message>
        <source>Sol&amp;ver Status</source>
        <translation>สถานะตัวแก้เกม (&amp;V)</translation>
    </message>
    <message>
        <source>Whether the solver can still win this game from here. It knows the face-down cards, so it sees more than a player can.</source>
        <translation>ตัวแก้เกมยังชนะเกมนี้ต่อจากตรงนี้ได้หรือไม่ ตัวแก้เกมรู้ไพ่ที่คว่ำอยู่ จึงเห็นมากกว่าที่ผู้เล่นเห็นได้</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>กำลังหาทางที่ชนะได้…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>คำใบ้: %1</translation>
    </message>
    <message>
        <source>This game can no longer be won from here.</source>
        <translation>เกมนี้ไม่สามารถชนะได้อีกแล้วจากตรงนี้</translation>
    </message>
    <message numerus="yes">
        <source>No winning line was found within %n seconds.</source>
        <translation>
            <numerusform>ไม่พบทางที่ชนะได้ภายใน %n วินาที</numerusform>
        </translation>
    </message>
    <message>
        <source>No move helps: undo, or start a new game.</source>
        <translation>ไม่มีการเดินใดช่วยได้: ย้อนกลับ หรือเริ่มเกมใหม่</translation>
    </message>
    <message>
        <source>A possible move: %1.</source>
        <translation>การเดินที่เป็นไปได้: %1</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 ไปที่กองฐาน</translation>
    </message>
    <message>
        <source>%1 back to column %2</source>
        <translation>%1 กลับไปที่คอลัมน์ %2</translation>
    </message>
    <message>
        <source>%1 to column %2</source>
        <translation>%1 ไปที่คอลัมน์ %2</translation>
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
        <source>Solver: no longer winnable</source>
        <translation>ตัวแก้เกม: ชนะไม่ได้อีกแล้ว</translation>
    </message>
    <message>
        <source>Solver: unknown</source>
        <translation>ตัวแก้เกม: ไม่ทราบ</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <source>Score:</source>
        <extracomment>The settings the Settings menu switches on and off directly (they take effect at once).</extracomment>
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
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default (%1)</source>
        <translation>ภาษาของระบบ (%1)</translation>
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
        <source>&amp;New Game…</source>
        <translation>เกมใหม่… (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Restart This Deal</source>
        <translation>เริ่มชุดไพ่แจกนี้ใหม่ (&amp;R)</translation>
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
        <source>&amp;About Russian Solitaire</source>
        <translation>เกี่ยวกับ Russian Solitaire (&amp;A)</translation>
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
        <source>Card table. Arrows move the focus, Space picks up and drops a group, F sends a card to its foundation, Escape puts a group back.</source>
        <translation>พื้นที่เรียงไพ่ ปุ่มลูกศรย้ายโฟกัส ปุ่ม Space หยิบและวางกลุ่มไพ่ ปุ่ม F ส่งไพ่ไปยังกองฐาน ปุ่ม Escape วางกลุ่มไพ่กลับที่เดิม</translation>
    </message>
    <message>
        <source>Game code copied</source>
        <translation>คัดลอกรหัสเกมแล้ว</translation>
    </message>
    <message>
        <source>Rules of Russian Solitaire</source>
        <translation>กติกาของ Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;p&gt;Build all four suits on the foundations, from Ace to King.&lt;/p&gt;&lt;p&gt;Any face-up card can be moved together with every card on top of it, in order or not, onto the last card of another column when that card is of the same suit and exactly one rank higher. Only a King, with the cards on top of it, goes on an empty column. At most %1 cards move at once.&lt;/p&gt;&lt;p&gt;Only the last card of a column goes to a foundation. A face-down card turns up when it becomes the last card of its column.&lt;/p&gt;&lt;p&gt;Click the last card of a column to send it to its foundation; double-click a card to move it to the best place on the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;เรียงไพ่ทั้งสี่ดอกลงในกองฐาน ตั้งแต่เอซถึงคิง&lt;/p&gt;&lt;p&gt;ย้ายไพ่หงายใบใดก็ได้พร้อมไพ่ทุกใบที่ทับอยู่ ไม่ว่าจะเรียงลำดับกันหรือไม่ ไปวางบนไพ่ใบสุดท้ายของอีกคอลัมน์หนึ่งได้ หากไพ่ใบนั้นเป็นดอกเดียวกันและมีลำดับสูงกว่าหนึ่งขั้นพอดี คอลัมน์ว่างรับได้เฉพาะคิง จะเป็นใบเดียวหรือพร้อมไพ่ที่ทับอยู่ก็ได้ ย้ายได้ครั้งละไม่เกิน %1 ใบ&lt;/p&gt;&lt;p&gt;ส่งไปกองฐานได้เฉพาะไพ่ใบสุดท้ายของคอลัมน์ ไพ่คว่ำจะพลิกหงายเมื่อกลายเป็นไพ่ใบสุดท้ายของคอลัมน์&lt;/p&gt;&lt;p&gt;คลิกไพ่ใบสุดท้ายของคอลัมน์เพื่อส่งไปยังกองฐาน ดับเบิลคลิกไพ่เพื่อย้ายไปยังตำแหน่งที่ดีที่สุดบนพื้นที่เรียงไพ่&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Russian Solitaire</source>
        <translation>เกี่ยวกับ Russian Solitaire</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;The same-suit patience of the Yukon family.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Russian Solitaire %1&lt;/h3&gt;&lt;p&gt;เกมไพ่คนเดียวตระกูล Yukon ที่เรียงไพ่ดอกเดียวกัน&lt;/p&gt;&lt;p&gt;ซอฟต์แวร์เสรีภายใต้สัญญาอนุญาต MIT&lt;/p&gt;</translation>
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
        <extracomment>Every language the app ships, by code, under the name its speakers call it. System languages we answer with a shipped one: Norwegian in general and Nynorsk read Bokmål far more easily than English. The English the app is written in. Set to 1 to offer the pseudo-locale in Settings (translators and developers spot any text that bypasses translation by its missing brackets and accents). Texts Qt draws itself that Qt ships no Norwegian Bokmål or Thai for (qtbase has only nn, and no th): standard dialog buttons and the line edit&apos;s context menu. Listing them here puts them in our .ts files; ours load before Qt&apos;s, so for de/fr/es/ru Qt&apos;s own wording still wins.</extracomment>
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
        <extracomment>Pixels the mouse must travel with the button down before a press becomes a drag. Each card&apos;s place relative to the group&apos;s first card. Where the mouse holds the first card. The pile the keyboard holds the group over. Whether a double-click places cards (the setting); when off it is two clicks.</extracomment>
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
</TS>
