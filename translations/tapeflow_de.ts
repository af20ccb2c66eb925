<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AutosaveStore</name>
    <message>
        <source>cannot lock the autosave in %1</source>
        <translation>die automatische Sicherung in %1 kann nicht gesperrt werden</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>the chart is empty</source>
        <translation>die Grafik ist leer</translation>
    </message>
    <message>
        <source>chart</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation>Grafik speichern</translation>
    </message>
    <message>
        <source>The chart was not saved to %1: %2</source>
        <translation>Die Grafik wurde nicht unter %1 gespeichert: %2</translation>
    </message>
    <message>
        <source>A chart made by Tapeflow</source>
        <translation>Eine mit Tapeflow erstellte Grafik</translation>
    </message>
    <message>
        <source>Save as &amp;PNG…</source>
        <translation>Als &amp;PNG speichern …</translation>
    </message>
    <message>
        <source>Save as &amp;SVG…</source>
        <translation>Als &amp;SVG speichern …</translation>
    </message>
    <message>
        <source>the drawing could not be started</source>
        <translation>die Zeichnung konnte nicht begonnen werden</translation>
    </message>
</context>
<context>
    <name>Clipboard</name>
    <message>
        <source>The clipboard is empty.</source>
        <translation>Die Zwischenablage ist leer.</translation>
    </message>
    <message>
        <source>The clipboard holds no Tapeflow components.</source>
        <translation>Die Zwischenablage enthält keine Tapeflow-Komponenten.</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <source>the tape drive</source>
        <translation>das Bandlaufwerk</translation>
    </message>
    <message>
        <source>the disk and its file system</source>
        <translation>die Platte und ihr Dateisystem</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>das Netzwerk</translation>
    </message>
    <message>
        <source>the servers or the backup application</source>
        <translation>die Server oder die Sicherungssoftware</translation>
    </message>
    <message>
        <source>The job “%1” itself: its rate in the backup tool&apos;s log</source>
        <translation>Der Job „%1“ selbst: seine Rate im Protokoll der Sicherungssoftware</translation>
    </message>
    <message>
        <source>A write test of %1 alone (HPE L&amp;TT, btape speed)</source>
        <translation>Ein Schreibtest von %1 allein (HPE L&amp;TT, btape speed)</translation>
    </message>
    <message>
        <source>A read test of %1 alone (HPE L&amp;TT, btape speed)</source>
        <translation>Ein Lesetest von %1 allein (HPE L&amp;TT, btape speed)</translation>
    </message>
    <message>
        <source>A read test of %1 alone, through the file system (HPReadData, fio, dd)</source>
        <translation>Ein Lesetest von %1 allein, durch das Dateisystem (HPReadData, fio, dd)</translation>
    </message>
    <message>
        <source>A write test of %1 alone (HPCreateData, fio)</source>
        <translation>Ein Schreibtest von %1 allein (HPCreateData, fio)</translation>
    </message>
    <message>
        <source>One network stream through %1 (iperf)</source>
        <translation>Ein Netzwerkstrom durch %1 (iperf)</translation>
    </message>
    <message>
        <source>A backup of %1 to a NULL device: add a job from it to a NULL device first</source>
        <translation>Eine Sicherung von %1 auf ein NULL-Gerät: zuerst einen Job von dort auf ein NULL-Gerät anlegen</translation>
    </message>
    <message>
        <source>The same data to a NULL device: “%1”</source>
        <translation>Dieselben Daten auf ein NULL-Gerät: „%1“</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>next</source>
        <translation>als Nächstes</translation>
    </message>
    <message>
        <source>to do</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>needs a NULL job</source>
        <translation>braucht einen NULL-Job</translation>
    </message>
    <message>
        <source>%1 of the job&apos;s rate: the bottleneck</source>
        <translation>%1 der Rate des Jobs: der Engpass</translation>
    </message>
    <message>
        <source>%1: near the job&apos;s rate too, it may hold the job at times</source>
        <translation>%1: ebenfalls nahe der Rate des Jobs, bremst ihn vielleicht zeitweise</translation>
    </message>
    <message>
        <source>%1: well above the job&apos;s rate, ruled out</source>
        <translation>%1: deutlich über der Rate des Jobs, ausgeschlossen</translation>
    </message>
    <message>
        <source>%1: slower alone than the job ran, so the test was not run as the job runs (data, block size, streams); measure it again</source>
        <translation>%1: allein langsamer als der Job lief, der Test lief also nicht wie der Job (Daten, Blockgröße, Ströme); erneut messen</translation>
    </message>
    <message>
        <source>%1: the job runs as fast without the drive, so the drive is ruled out</source>
        <translation>%1: der Job läuft ohne das Laufwerk ebenso schnell, das Laufwerk ist ausgeschlossen</translation>
    </message>
    <message>
        <source>%1: well above the job&apos;s rate, so everything before the drive is ruled out</source>
        <translation>%1: deutlich über der Rate des Jobs, alles vor dem Laufwerk ist ausgeschlossen</translation>
    </message>
    <message>
        <source>Measure the job itself first: every other measurement is compared with its rate.</source>
        <translation>Zuerst den Job selbst messen: jede andere Messung wird mit seiner Rate verglichen.</translation>
    </message>
    <message>
        <source>The bottleneck is %1 (%2): measured alone, it leaves the job about the rate the job ran at.</source>
        <translation>Der Engpass ist %1 (%2): allein gemessen lässt es dem Job etwa die Rate, mit der er lief.</translation>
    </message>
    <message>
        <source>The bottleneck is most likely the tape drive %1: the same data go much faster to a NULL device. A test of the drive alone would confirm it.</source>
        <translation>Der Engpass ist wahrscheinlich das Bandlaufwerk %1: dieselben Daten gehen viel schneller auf ein NULL-Gerät. Ein Test des Laufwerks allein würde es bestätigen.</translation>
    </message>
    <message>
        <source>Not found yet: every part measured so far runs well above the job&apos;s rate. Take the next step.</source>
        <translation>Noch nicht gefunden: jeder bisher gemessene Teil läuft deutlich über der Rate des Jobs. Den nächsten Schritt nehmen.</translation>
    </message>
    <message>
        <source>Every part measured alone runs well above the job&apos;s rate: the bottleneck is in what no step measures alone, the servers&apos; buses and processors or the backup application.</source>
        <translation>Jeder allein gemessene Teil läuft deutlich über der Rate des Jobs: der Engpass liegt in dem, was kein Schritt allein misst, den Bussen und Prozessoren der Server oder der Sicherungssoftware.</translation>
    </message>
    <message>
        <source>The model predicts %1 for this job, held by %2 (%3).</source>
        <translation>Das Modell sagt für diesen Job %1 voraus, begrenzt durch %2 (%3).</translation>
    </message>
    <message>
        <source>The measurements agree.</source>
        <translation>Die Messungen stimmen damit überein.</translation>
    </message>
    <message>
        <source>The measurements point elsewhere: calibrate the model to them.</source>
        <translation>Die Messungen zeigen woandershin: das Modell an ihnen kalibrieren.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1: %2 busy (backup)</source>
        <translation>%1: %2 ausgelastet (Sicherung)</translation>
    </message>
</context>
<context>
    <name>Measurements</name>
    <message>
        <source>restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>no longer in the diagram</source>
        <translation>nicht mehr im Diagramm</translation>
    </message>
</context>
<context>
    <name>NodeFigure</name>
    <message>
        <source>Drag from a port to another node&apos;s port to link.</source>
        <translation>Zum Verbinden von einem Anschluss auf den Anschluss eines anderen Knotens ziehen.</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>no component catalog could be loaded</source>
        <translation>kein Komponentenkatalog konnte geladen werden</translation>
    </message>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: kann nicht gelesen werden</translation>
    </message>
    <message numerus="yes">
        <source>%n cartridge change(s).</source>
        <translation>
            <numerusform>%n Kassettenwechsel.</numerusform>
            <numerusform>%n Kassettenwechsel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsCsv</name>
    <message>
        <source>jobs</source>
        <translation>jobs</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>ressourcen</translation>
    </message>
    <message>
        <source>Export Jobs as CSV</source>
        <translation>Jobs als CSV exportieren</translation>
    </message>
    <message>
        <source>Export Resources as CSV</source>
        <translation>Ressourcen als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>The results were not written to %1: %2</source>
        <translation>Die Ergebnisse wurden nicht nach %1 geschrieben: %2</translation>
    </message>
    <message>
        <source>the results are not ready yet</source>
        <translation>die Ergebnisse liegen noch nicht vor</translation>
    </message>
    <message>
        <source>&amp;Jobs as CSV…</source>
        <translation>&amp;Jobs als CSV …</translation>
    </message>
    <message>
        <source>&amp;Resources as CSV…</source>
        <translation>&amp;Ressourcen als CSV …</translation>
    </message>
</context>
<context>
    <name>TableCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
</context>
<context>
    <name>TimelineChart</name>
    <message>
        <source>Start-up (fixed)</source>
        <translation>Start (fest)</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Übertragung</translation>
    </message>
    <message>
        <source>Cartridge change</source>
        <translation>Kassettenwechsel</translation>
    </message>
    <message>
        <source>Finish (fixed)</source>
        <translation>Abschluss (fest)</translation>
    </message>
    <message>
        <source>Waiting for the robot</source>
        <translation>Warten auf den Roboter</translation>
    </message>
    <message>
        <source>Robot mount</source>
        <translation>Laden durch den Roboter</translation>
    </message>
    <message>
        <source>New-media initialisation</source>
        <translation>Initialisierung neuer Medien</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>Add job %1</source>
        <translation>Job %1 hinzufügen</translation>
    </message>
    <message>
        <source>Link %1 to %2</source>
        <translation>%1 mit %2 verbinden</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Advice: %1</source>
        <translation>Empfehlung: %1</translation>
    </message>
    <message>
        <source>Delete job %1</source>
        <translation>Job %1 löschen</translation>
    </message>
    <message>
        <source>Delete link %1</source>
        <translation>Verbindung %1 löschen</translation>
    </message>
    <message>
        <source>Delete link</source>
        <translation>Verbindung löschen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Re-route link to %1 – %2</source>
        <translation>Verbindung umlegen auf %1 – %2</translation>
    </message>
    <message>
        <source>Set the backup window</source>
        <translation>Sicherungsfenster festlegen</translation>
    </message>
    <message>
        <source>Set the restore objective</source>
        <translation>Wiederherstellungsziel festlegen</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>%1 zurücksetzen</translation>
    </message>
    <message>
        <source>Show rates in %1</source>
        <translation>Raten in %1 anzeigen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 of link %2</source>
        <translation>%1 der Verbindung %2</translation>
    </message>
    <message>
        <source>Edit job %1</source>
        <translation>Job %1 bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>Calibrate %n figure(s)</source>
        <translation>
            <numerusform>%n Kennzahl kalibrieren</numerusform>
            <numerusform>%n Kennzahlen kalibrieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n node(s)</source>
        <translation>
            <numerusform>%n Knoten verschieben</numerusform>
            <numerusform>%n Knoten verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace %1 with %2</source>
        <translation>%1 durch %2 ersetzen</translation>
    </message>
</context>
<context>
    <name>WeekChart</name>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>Synthetic full</source>
        <translation>Synthetisch voll</translation>
    </message>
    <message>
        <source>Differential</source>
        <translation>Differenziell</translation>
    </message>
    <message>
        <source>Incremental</source>
        <translation>Inkrementell</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>never ends</source>
        <translation>endet nie</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--export-pdf needs exactly one topology FILE</source>
        <translation>--export-pdf braucht genau eine Topologiedatei (FILE)</translation>
    </message>
    <message>
        <source>--page-size: &quot;%1&quot; is neither A4 nor Letter</source>
        <translation>--page-size: „%1“ ist weder A4 noch Letter</translation>
    </message>
    <message>
        <source>--backup-window: &quot;%1&quot; is not a duration</source>
        <translation>--backup-window: „%1“ ist keine Dauer</translation>
    </message>
    <message>
        <source>--sweep: one figure, or two for a heat map</source>
        <translation>--sweep: eine Kenngröße, oder zwei für eine Heatmap</translation>
    </message>
    <message>
        <source>no report written for %1</source>
        <translation>kein Bericht für %1 geschrieben</translation>
    </message>
    <message>
        <source>What-if explorer for backup and restore throughput.</source>
        <translation>Was-wäre-wenn-Werkzeug für den Durchsatz von Sicherung und Wiederherstellung.</translation>
    </message>
    <message>
        <source>Render the main window to PNG file &lt;png&gt; and exit.</source>
        <translation>Das Hauptfenster in die PNG-Datei &lt;png&gt; zeichnen und beenden.</translation>
    </message>
    <message>
        <source>With --screenshot: select the node, link or job &lt;id&gt; first.</source>
        <translation>Mit --screenshot: zuerst den Knoten, die Verbindung oder den Job &lt;id&gt; auswählen.</translation>
    </message>
    <message>
        <source>With --screenshot: show a link being dragged from port &lt;from&gt; to port &lt;to&gt; (&quot;node:port,node:port&quot;).</source>
        <translation>Mit --screenshot: eine Verbindung zeigen, die von Anschluss &lt;from&gt; zu Anschluss &lt;to&gt; gezogen wird („knoten:anschluss,knoten:anschluss“).</translation>
    </message>
    <message>
        <source>Run a sweep in the What-if dock once the file is open: OWNER.NAME=FROM:TO[:N[:log]] or OWNER.NAME=A,B,C; twice for a heat map.</source>
        <translation>Nach dem Öffnen der Datei eine Variation im Was-wäre-wenn-Bereich berechnen: OWNER.NAME=FROM:TO[:N[:log]] oder OWNER.NAME=A,B,C; zweimal für eine Heatmap.</translation>
    </message>
    <message>
        <source>Pin a figure (OWNER.NAME) to the Tuner; may be repeated.</source>
        <translation>Eine Kenngröße (OWNER.NAME) an den Regler anheften; mehrfach möglich.</translation>
    </message>
    <message>
        <source>Write the PDF report of FILE to &lt;pdf&gt; and exit, without a window (works with no display).</source>
        <translation>Den PDF-Bericht zu FILE nach &lt;pdf&gt; schreiben und beenden, ohne Fenster (geht auch ohne Bildschirm).</translation>
    </message>
    <message>
        <source>With --export-pdf: paper &lt;size&gt;, A4 or Letter (default: the locale&apos;s).</source>
        <translation>Mit --export-pdf: Papierformat &lt;size&gt;, A4 oder Letter (Vorgabe: das der Spracheinstellung).</translation>
    </message>
    <message>
        <source>With --export-pdf: the backup window to check the run against, e.g. &quot;6 h&quot; or &quot;90 min&quot;.</source>
        <translation>Mit --export-pdf: das Sicherungsfenster, an dem der Lauf gemessen wird, z. B. „6 h“ oder „90 min“.</translation>
    </message>
    <message>
        <source>A topology file to open.</source>
        <translation>Eine zu öffnende Topologiedatei.</translation>
    </message>
    <message>
        <source>With --screenshot and --select: scroll the inspector to the figure &lt;name&gt; (&quot;read_rate&quot;).</source>
        <translation>Mit --screenshot und --select: den Inspektor zur Kenngröße &lt;name&gt; („read_rate“) rollen.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor</name>
    <message>
        <source>Rate by job: the first %1 of %2 jobs</source>
        <translation>Rate je Job: die ersten %1 von %2 Jobs</translation>
    </message>
    <message>
        <source>Rate by job</source>
        <translation>Rate je Job</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Rate (%1)</source>
        <translation>Rate (%1)</translation>
    </message>
    <message>
        <source>(no jobs)</source>
        <translation>(keine Jobs)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1: the %2 of %3 jobs that finish last</source>
        <translation>%1: die %2 von %3 Jobs, die zuletzt enden</translation>
    </message>
    <message>
        <source>Time since the run starts (%1)</source>
        <translation>Zeit seit Beginn des Laufs (%1)</translation>
    </message>
    <message>
        <source>Cartridge change</source>
        <translation>Kassettenwechsel</translation>
    </message>
    <message>
        <source>Backup window (%1)</source>
        <translation>Sicherungsfenster (%1)</translation>
    </message>
    <message>
        <source>%1: %2 % busy, the bottleneck of a job</source>
        <translation>%1: %2 % ausgelastet, Engpass eines Jobs</translation>
    </message>
    <message>
        <source>%1: %2 % busy</source>
        <translation>%1: %2 % ausgelastet</translation>
    </message>
    <message>
        <source>Utilisation on the busiest paths (backup)</source>
        <translation>Auslastung auf den meistbelasteten Pfaden (Sicherung)</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>Other resources</source>
        <translation>Andere Ressourcen</translation>
    </message>
    <message>
        <source>80 % (busy)</source>
        <translation>80 % (stark ausgelastet)</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>now finishes</source>
        <translation>endet jetzt</translation>
    </message>
    <message>
        <source>no longer finishes</source>
        <translation>endet nicht mehr</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <source>%1 faster</source>
        <translation>%1 schneller</translation>
    </message>
    <message>
        <source>%1 slower</source>
        <translation>%1 langsamer</translation>
    </message>
    <message>
        <source>Backup run time over %1 and %2</source>
        <translation>Dauer des Sicherungslaufs über %1 und %2</translation>
    </message>
    <message>
        <source>Restore run time over %1 and %2</source>
        <translation>Dauer des Wiederherstellungslaufs über %1 und %2</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Restore limited by</source>
        <translation>Wiederherstellung begrenzt durch</translation>
    </message>
    <message>
        <source>Backup run</source>
        <translation>Sicherungslauf</translation>
    </message>
    <message>
        <source>Restore run</source>
        <translation>Wiederherstellungslauf</translation>
    </message>
    <message>
        <source>Rate against %1</source>
        <translation>Rate über %1</translation>
    </message>
    <message>
        <source>Run time against %1</source>
        <translation>Laufzeit über %1</translation>
    </message>
    <message>
        <source>Backup limited by</source>
        <translation>Sicherung begrenzt durch</translation>
    </message>
    <message>
        <source>Enter a value, or reset to the catalog figure.</source>
        <translation>Einen Wert eingeben oder auf den Katalogwert zurücksetzen.</translation>
    </message>
    <message>
        <source>“%1” is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>keine Quelle angegeben</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Every figure the prediction uses, with its value and where it comes from: the catalog entry and its reference, or this file. Rows in bold are overridden in this file.</source>
        <translation>Jede Kenngröße, die die Vorhersage verwendet, mit ihrem Wert und ihrer Herkunft: der Katalogeintrag und seine Quelle oder diese Datei. Fett gesetzte Zeilen sind in dieser Datei überschrieben.</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>No job uses any component yet.</source>
        <translation>Noch verwendet kein Job eine Komponente.</translation>
    </message>
    <message>
        <source>Notes on the sources</source>
        <translation>Anmerkungen zu den Quellen</translation>
    </message>
    <message>
        <source>Utilisation:</source>
        <translation>Auslastung:</translation>
    </message>
    <message>
        <source>The bar under each component shows its busiest resource in the backup run; a bottleneck is outlined; a link&apos;s width is its share of the largest flow and its label the rate that crosses it.</source>
        <translation>Der Balken unter jeder Komponente zeigt ihre am stärksten ausgelastete Ressource im Sicherungslauf; ein Engpass ist umrandet; die Breite einer Verbindung ist ihr Anteil am größten Datenfluss, ihre Beschriftung die Rate, die über sie läuft.</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>The diagram is empty.</source>
        <translation>Das Diagramm ist leer.</translation>
    </message>
    <message>
        <source>Diagram (turned to fit the page: its top is on the left)</source>
        <translation>Diagramm (gedreht, damit es auf die Seite passt: oben ist links)</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafiken</translation>
    </message>
    <message>
        <source>No backup job can run: there is nothing to chart.</source>
        <translation>Kein Sicherungsjob kann laufen: Es gibt nichts darzustellen.</translation>
    </message>
    <message>
        <source>Backup and restore throughput report</source>
        <translation>Bericht zum Durchsatz von Sicherung und Wiederherstellung</translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(nicht gespeichert)</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Tapeflow version</source>
        <translation>Tapeflow-Version</translation>
    </message>
    <message>
        <source>Rates shown in</source>
        <translation>Raten angegeben in</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Aggregate rate</source>
        <translation>Gesamtrate</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>never ends</source>
        <translation>endet nie</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>%1 (holds %2 of %3 jobs)</source>
        <translation>%1 (begrenzt %2 von %3 Jobs)</translation>
    </message>
    <message>
        <source>Lifting the bottleneck gives up to</source>
        <translation>Ohne diesen Engpass bis zu</translation>
    </message>
    <message>
        <source>nothing known beyond it</source>
        <translation>darüber hinaus nichts bekannt</translation>
    </message>
    <message>
        <source>%1 (+%2), then %3</source>
        <translation>%1 (+%2), dann %3</translation>
    </message>
    <message>
        <source>No backup job can run: the jobs table says why.</source>
        <translation>Kein Sicherungsjob kann laufen: Die Jobtabelle nennt den Grund.</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Next bottleneck</source>
        <translation>Nächster Engpass</translation>
    </message>
    <message>
        <source>Resources (backup)</source>
        <translation>Ressourcen (Sicherung)</translation>
    </message>
    <message>
        <source>Resources (restore)</source>
        <translation>Ressourcen (Wiederherstellung)</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>No resource carries data.</source>
        <translation>Keine Ressource überträgt Daten.</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>No warnings.</source>
        <translation>Keine Warnungen.</translation>
    </message>
    <message>
        <source>Explanation by job</source>
        <translation>Erläuterung je Job</translation>
    </message>
    <message>
        <source>Each job&apos;s bottleneck is the component that stops it going faster; the next bottleneck is what would stop it once that one is lifted, and the rate it would then reach. Headroom is how busy each component on the job&apos;s path is and how much more this job alone could push through it.</source>
        <translation>Der Engpass eines Jobs ist die Komponente, die ihn daran hindert, schneller zu laufen; der nächste Engpass ist das, was ihn bremsen würde, wenn jener beseitigt ist, samt der Rate, die er dann erreichen würde. Die Reserve gibt an, wie ausgelastet jede Komponente auf dem Pfad des Jobs ist und wie viel mehr dieser Job allein durch sie schicken könnte.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>Rate %1 with every job moving, limited by %2.</source>
        <translation>Rate %1, während alle Jobs laufen, begrenzt durch %2.</translation>
    </message>
    <message>
        <source>Waits %1 for a free device slot, then takes %2.</source>
        <translation>Wartet %1 auf einen freien Geräteplatz und dauert dann %2.</translation>
    </message>
    <message>
        <source>Takes %1.</source>
        <translation>Dauert %1.</translation>
    </message>
    <message>
        <source>Next bottleneck: %1, at %2.</source>
        <translation>Nächster Engpass: %1, bei %2.</translation>
    </message>
    <message>
        <source>On the path</source>
        <translation>Auf dem Pfad</translation>
    </message>
    <message>
        <source>Headroom for this job</source>
        <translation>Reserve für diesen Job</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>No value of the sweep lets the backup run finish.</source>
        <translation>Bei keinem Wert der Variation wird der Sicherungslauf fertig.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 points. The shortest backup run, %2, is at %3.</source>
        <translation>%1 Punkte. Der kürzeste Sicherungslauf, %2, liegt bei %3.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>What buys the most</source>
        <translation>Was am meisten bringt</translation>
    </message>
    <message>
        <source>The advisor found no change that makes a run faster.</source>
        <translation>Der Berater hat keine Änderung gefunden, die einen Lauf schneller macht.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>What it changes</source>
        <translation>Was es ändert</translation>
    </message>
    <message>
        <source>Base diagram</source>
        <translation>Basisdiagramm</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>Was-wäre-wenn</translation>
    </message>
    <message>
        <source>Sweep of %1</source>
        <translation>Variation von %1</translation>
    </message>
    <message>
        <source>Tapeflow report: %1</source>
        <translation>Tapeflow-Bericht: %1</translation>
    </message>
    <message>
        <source>%1 · Tapeflow %2 · %3</source>
        <translation>%1 · Tapeflow %2 · %3</translation>
    </message>
    <message>
        <source>there is no diagram to report on</source>
        <translation>es gibt kein Diagramm für einen Bericht</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot run: %1</source>
        <translation>kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 Kerne</translation>
    </message>
    <message>
        <source>%1 I/O/s</source>
        <translation>%1 E/A/s</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <source>What was measured on this hardware, against the prediction. Figures calibrated from these measurements are marked so in the assumptions.</source>
        <translation>Was auf dieser Hardware gemessen wurde, verglichen mit der Vorhersage. Aus diesen Messungen kalibrierte Kennzahlen sind in den Annahmen so markiert.</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>The schedule</source>
        <translation>Der Zeitplan</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Bewegt</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Busiest</source>
        <translation>Am stärksten ausgelastet</translation>
    </message>
    <message>
        <source>Cartridges</source>
        <translation>Kassetten</translation>
    </message>
    <message>
        <source>Restores the schedule implies</source>
        <translation>Wiederherstellungen, die der Zeitplan ergibt</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>Liest</translation>
    </message>
    <message>
        <source>Restore time</source>
        <translation>Wiederherstellungszeit</translation>
    </message>
    <message>
        <source>The schedule night by night</source>
        <translation>Der Zeitplan Nacht für Nacht</translation>
    </message>
    <message>
        <source>Time since the night&apos;s run starts (%1)</source>
        <translation>Zeit seit Beginn des nächtlichen Laufs (%1)</translation>
    </message>
    <message>
        <source>Night&apos;s window</source>
        <translation>Fenster der Nacht</translation>
    </message>
    <message>
        <source>the file was not changed</source>
        <translation>die Datei wurde nicht verändert</translation>
    </message>
    <message>
        <source>no file was made</source>
        <translation>es wurde keine Datei angelegt</translation>
    </message>
    <message>
        <source>the disk is full: %1 free on %2; %3. Free some space, or save to another disk.</source>
        <translation>der Datenträger ist voll: %1 frei auf %2; %3. Schaffen Sie Platz oder speichern Sie auf einen anderen Datenträger.</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <translation>%1; %2.</translation>
    </message>
    <message>
        <source>a program</source>
        <translation>ein Programm</translation>
    </message>
    <message>
        <source>%1 (process %2 on %3)</source>
        <translation>%1 (Prozess %2 auf %3)</translation>
    </message>
    <message>
        <source>cannot write there</source>
        <translation>dort kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Settings could not be saved to %1: %2</source>
        <translation>Die Einstellungen konnten nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 rpm</source>
        <translation>%1 U/min</translation>
    </message>
    <message>
        <source>%1 mm platters</source>
        <translation>%1-mm-Scheiben</translation>
    </message>
    <message>
        <source>%1 kbit/in</source>
        <translation>%1 kbit/in</translation>
    </message>
    <message>
        <source>its spindle speed is 0 or not given (a solid-state drive does not spin)</source>
        <translation>ihre Drehzahl ist 0 oder nicht angegeben (ein Halbleiterlaufwerk dreht sich nicht)</translation>
    </message>
    <message>
        <source>gives no year</source>
        <translation>nennt kein Jahr</translation>
    </message>
    <message>
        <source>gives no form factor</source>
        <translation>nennt keinen Formfaktor</translation>
    </message>
    <message>
        <source>the catalog has no platter size for a %1 drive at %2 rpm</source>
        <translation>der Katalog kennt keine Scheibengröße für ein %1-Laufwerk mit %2 U/min</translation>
    </message>
    <message>
        <source>Type a rate to state one.</source>
        <translation>Eine Rate eingeben, um sie festzulegen.</translation>
    </message>
    <message>
        <source>Rate over the run</source>
        <translation>Rate über den Lauf</translation>
    </message>
    <message>
        <source>Ends with</source>
        <translation>Endet mit</translation>
    </message>
    <message>
        <source>“%1” at %2, held by %3</source>
        <translation>„%1“ mit %2, begrenzt durch %3</translation>
    </message>
    <message>
        <source>fits (%1 spare)</source>
        <translation>passt (%1 Reserve)</translation>
    </message>
    <message>
        <source>misses by %1</source>
        <translation>verfehlt um %1</translation>
    </message>
    <message>
        <source>cannot finish</source>
        <translation>endet nicht</translation>
    </message>
    <message>
        <source>no window set</source>
        <translation>kein Sicherungsfenster gesetzt</translation>
    </message>
    <message>
        <source>no objective set</source>
        <translation>kein Wiederherstellungsziel gesetzt</translation>
    </message>
    <message>
        <source>no job runs</source>
        <translation>kein Auftrag läuft</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>“%1”, held by %2</source>
        <translation>„%1“, begrenzt durch %2</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Backup window</source>
        <translation>Sicherungsfenster</translation>
    </message>
    <message>
        <source>Restore objective</source>
        <translation>Wiederherstellungsziel</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source>Backup ends with</source>
        <translation>Sicherung endet mit</translation>
    </message>
    <message>
        <source>“%1” from %2 to %3 at %4</source>
        <translation>„%1“ von %2 bis %3 mit %4</translation>
    </message>
    <message>
        <source>, held by %1</source>
        <translation>, begrenzt durch %1</translation>
    </message>
    <message>
        <source>“%1”, held by %2 (earlier by %3)</source>
        <translation>„%1“, begrenzt durch %2 (vorher durch %3)</translation>
    </message>
    <message>
        <source>%1; earlier by %2 for %3</source>
        <translation>%1; vorher durch %2 für %3</translation>
    </message>
    <message>
        <source>its year, %1, is before %2, the earliest the catalog&apos;s disk recording eras reach</source>
        <translation>ihr Jahr, %1, liegt vor %2, dem frühesten Jahr, das die Aufzeichnungsepochen des Katalogs erreichen</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::AboutDialog</name>
    <message>
        <source>About Tapeflow</source>
        <translation>Über Tapeflow</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Tapeflow %1&lt;/h2&gt;&lt;p&gt;A what-if explorer for backup and restore throughput: draw the data path, see the predicted rates, the bottleneck and why.&lt;/p&gt;&lt;p&gt;Released under the MIT licence.&lt;br&gt;Built with Qt %2, Eigen and nlohmann-json.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Tapeflow %1&lt;/h2&gt;&lt;p&gt;Ein Was-wäre-wenn-Werkzeug für den Durchsatz von Sicherung und Wiederherstellung: den Datenpfad zeichnen, die vorhergesagten Raten, den Engpass und seine Ursache sehen.&lt;/p&gt;&lt;p&gt;Veröffentlicht unter der MIT-Lizenz.&lt;br&gt;Erstellt mit Qt %2, Eigen und nlohmann-json.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::AdvisorDock</name>
    <message>
        <source>What-if: Advisor</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Both runs</source>
        <translation>Beide Läufe</translation>
    </message>
    <message>
        <source>Backup run</source>
        <translation>Sicherungslauf</translation>
    </message>
    <message>
        <source>Restore run</source>
        <translation>Wiederherstellungslauf</translation>
    </message>
    <message>
        <source>Gain per price</source>
        <translation>Gewinn je Preis</translation>
    </message>
    <message>
        <source>Advise</source>
        <translation>Beraten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Apply Change</source>
        <translation>Änderung anwenden</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>Ordnen nach</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>The diagram changed since this advice: Advise again.</source>
        <translation>Das Diagramm hat sich seit dieser Empfehlung geändert: Erneut beraten.</translation>
    </message>
    <message>
        <source>Finding and checking changes…</source>
        <translation>Änderungen werden gesucht und geprüft …</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>No change found that the model accepts.</source>
        <translation>Keine Änderung gefunden, die das Modell annimmt.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) checked by a solve each; best first.</source>
        <translation>
            <numerusform>%n Änderung, durch eine Berechnung geprüft.</numerusform>
            <numerusform>%n Änderungen, jede durch eine Berechnung geprüft; die beste zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>Backup run after it: %1; restore run: %2</source>
        <translation>Sicherungslauf danach: %1; Wiederherstellungslauf: %2</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>Preis: %1</translation>
    </message>
    <message>
        <source>The model refused this change; nothing was changed.</source>
        <translation>Das Modell hat diese Änderung abgelehnt; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Rank by time saved per price. Changes with no price come after the priced ones; a change that saves nothing comes last.</source>
        <translation>Nach gesparter Zeit je Preis ordnen. Änderungen ohne Preis folgen denen mit Preis; eine Änderung, die nichts spart, steht zuletzt.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Backup window</source>
        <translation>Sicherungsfenster</translation>
    </message>
    <message>
        <source>Restore objective</source>
        <translation>Wiederherstellungsziel</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::BackupWindowBox</name>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>The backup window the run must fit in, drawn on the timeline</source>
        <translation>Das Sicherungsfenster, in das der Lauf passen muss, im Zeitablauf eingezeichnet</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::BottleneckGuideDock</name>
    <message>
        <source>Find the Bottleneck</source>
        <translation>Engpass finden</translation>
    </message>
    <message>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <source>Measure Next Step…</source>
        <translation>Nächsten Schritt messen…</translation>
    </message>
    <message>
        <source>Enter the result of the next step (double-click a step to enter that one).</source>
        <translation>Das Ergebnis des nächsten Schritts eingeben (Doppelklick auf einen Schritt gibt dessen Ergebnis ein).</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>What it says</source>
        <translation>Was es besagt</translation>
    </message>
    <message>
        <source>No guide for this job: %1</source>
        <translation>Keine Anleitung für diesen Job: %1</translation>
    </message>
    <message>
        <source>The diagram has no job: add one to find what holds it.</source>
        <translation>Das Diagramm hat keinen Job: einen anlegen, um zu finden, was ihn bremst.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::CalibrationDialog</name>
    <message>
        <source>fitted</source>
        <translation>angepasst</translation>
    </message>
    <message>
        <source>not fitted: no measurement depends on it</source>
        <translation>nicht angepasst: keine Messung hängt davon ab</translation>
    </message>
    <message>
        <source>moved only together with %1: the split between them is not known</source>
        <translation>nur gemeinsam mit %1 verschoben: die Aufteilung zwischen ihnen ist unbekannt</translation>
    </message>
    <message>
        <source>Calibrate from Measurements</source>
        <translation>Aus Messungen kalibrieren</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Predicted before</source>
        <translation>Vorhergesagt vorher</translation>
    </message>
    <message>
        <source>Predicted after</source>
        <translation>Vorhergesagt nachher</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Set the fitted figures (one undo step) and mark them as calibrated.</source>
        <translation>Die angepassten Kennzahlen setzen (ein Rückgängig-Schritt) und als kalibriert markieren.</translation>
    </message>
    <message>
        <source>No measurement applies to this diagram.</source>
        <translation>Keine Messung passt zu diesem Diagramm.</translation>
    </message>
    <message>
        <source>Nothing to fit: %1</source>
        <translation>Nichts anzupassen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <translation>
            <numerusform>%n Messung</numerusform>
            <numerusform>%n Messungen</numerusform>
        </translation>
    </message>
    <message>
        <source> The fit stopped before it converged.</source>
        <translation> Die Anpassung endete, bevor sie konvergierte.</translation>
    </message>
    <message>
        <source>The fit cannot be applied: %1</source>
        <translation>Die Anpassung kann nicht übernommen werden: %1</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>Abweichung vorher</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>Abweichung nachher</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) free; fitted to %1.</source>
        <translation>
            <numerusform>%n Kennzahl frei; angepasst an %1.</numerusform>
            <numerusform>%n Kennzahlen frei; angepasst an %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures that may move:</source>
        <translation>Kennzahlen, die sich ändern dürfen:</translation>
    </message>
    <message>
        <source>Tick the figures the fit may change; it fits again on every change.</source>
        <translation>Die Kennzahlen ankreuzen, die die Anpassung ändern darf; sie passt bei jeder Änderung neu an.</translation>
    </message>
    <message>
        <source>no figure may move: tick at least one.</source>
        <translation>keine Kennzahl darf sich ändern: mindestens eine ankreuzen.</translation>
    </message>
    <message>
        <source>fitted, but stopped at its bound: one of the measurements may be wrong</source>
        <translation>angepasst, aber an seiner Grenze angehalten: eine der Messungen ist vielleicht falsch</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::CanvasView</name>
    <message>
        <source>An empty diagram.
Open a topology file, add a common set-up (Edit ▸ Add Set-Up…), or drag servers, buses, networks and tape drives here.</source>
        <translation>Ein leeres Diagramm.
Öffnen Sie eine Topologiedatei, fügen Sie einen gängigen Aufbau hinzu (Bearbeiten ▸ Aufbau hinzufügen …) oder ziehen Sie Server, Busse, Netzwerke und Bandlaufwerke hierher.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ChartsDock</name>
    <message>
        <source>Charts</source>
        <translation>Grafiken</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitablauf</translation>
    </message>
    <message>
        <source>Rate by job</source>
        <translation>Rate je Job</translation>
    </message>
    <message>
        <source>&amp;Backup window:</source>
        <translation>&amp;Sicherungsfenster:</translation>
    </message>
    <message>
        <source>Backup run</source>
        <translation>Sicherungslauf</translation>
    </message>
    <message>
        <source>Restore run</source>
        <translation>Wiederherstellungslauf</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::Collector</name>
    <message>
        <source>set in this file (catalog: %1)</source>
        <translation>in dieser Datei gesetzt (Katalog: %1)</translation>
    </message>
    <message>
        <source>set in this file</source>
        <translation>in dieser Datei gesetzt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>default of the kind %1 (assumption)</source>
        <translation>Vorgabe der Art %1 (Annahme)</translation>
    </message>
    <message>
        <source>Link %1 – %2</source>
        <translation>Verbindung %1 – %2</translation>
    </message>
    <message>
        <source>default of the medium (assumption)</source>
        <translation>Vorgabe des Mediums (Annahme)</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>job settings in this file</source>
        <translation>Jobeinstellungen in dieser Datei</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Datenströme</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <source>Software compression</source>
        <translation>Softwarekomprimierung</translation>
    </message>
    <message>
        <source>CRC</source>
        <translation>CRC</translation>
    </message>
    <message>
        <source>Client push agent</source>
        <translation>Push-Agent auf dem Client</translation>
    </message>
    <message>
        <source>Tree walk</source>
        <translation>Verzeichnisdurchlauf</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>Datenmenge</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Mean file size</source>
        <translation>Mittlere Dateigröße</translation>
    </message>
    <message>
        <source>Compressibility</source>
        <translation>Komprimierbarkeit</translation>
    </message>
    <message>
        <source>%1:1</source>
        <translation>%1:1</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>calibrated %1 from %2; %3</source>
        <translation>kalibriert am %1 aus %2; %3</translation>
    </message>
    <message>
        <source>measurements since deleted</source>
        <translation>inzwischen gelöschten Messungen</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Restore out of tape order</source>
        <translation>Wiederherstellung außerhalb der Bandreihenfolge</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ColumnMappingDialog</name>
    <message>
        <source>Job name:</source>
        <translation>Jobname:</translation>
    </message>
    <message>
        <source>Data moved:</source>
        <translation>Datenmenge:</translation>
    </message>
    <message>
        <source>Start time:</source>
        <translation>Beginn:</translation>
    </message>
    <message>
        <source>End time:</source>
        <translation>Ende:</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>Rate:</translation>
    </message>
    <message>
        <source>Backup or restore:</source>
        <translation>Sicherung oder Wiederherstellung:</translation>
    </message>
    <message>
        <source>job name</source>
        <translation>Jobname</translation>
    </message>
    <message>
        <source>data moved</source>
        <translation>Datenmenge</translation>
    </message>
    <message>
        <source>start time</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>end time</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>backup or restore</source>
        <translation>Sicherung oder Wiederherstellung</translation>
    </message>
    <message>
        <source>The job&apos;s name as the document names it (not a run&apos;s id).</source>
        <translation>Der Name des Jobs, wie das Dokument ihn nennt (nicht die Kennung eines Laufs).</translation>
    </message>
    <message>
        <source>The data the job moved: 1.5 TB, or a number of bytes.</source>
        <translation>Die Datenmenge des Jobs: 1.5 TB oder eine Anzahl Bytes.</translation>
    </message>
    <message>
        <source>When the job started, such as 2026-11-20 22:00:00.</source>
        <translation>Wann der Job begann, etwa 2026-11-20 22:00:00.</translation>
    </message>
    <message>
        <source>When the job ended, such as 2026-11-20 23:15:00.</source>
        <translation>Wann der Job endete, etwa 2026-11-20 23:15:00.</translation>
    </message>
    <message>
        <source>How long the job ran: 1:20:05, 80 min, or seconds.</source>
        <translation>Wie lange der Job lief: 1:20:05, 80 min oder Sekunden.</translation>
    </message>
    <message>
        <source>The rate the tool logged (120 MB/s), for a file without the data moved.</source>
        <translation>Die Rate, die das Werkzeug protokolliert hat (120 MB/s), für eine Datei ohne Datenmenge.</translation>
    </message>
    <message>
        <source>Backup or restore; checked against the job&apos;s own direction. Optional.</source>
        <translation>Sicherung oder Wiederherstellung; wird mit der Richtung des Jobs abgeglichen. Optional.</translation>
    </message>
    <message>
        <source>Import Job Statistics</source>
        <translation>Job-Statistiken importieren</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Needs the job name and either the rate, or the data moved with the duration or with the start and end times.</source>
        <translation>Benötigt den Jobnamen und entweder die Rate oder die Datenmenge mit der Dauer oder mit Beginn und Ende.</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>(not in the file)</source>
        <translation>(nicht in der Datei)</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>“%1” (column %2)</source>
        <translation>„%1“ (Spalte %2)</translation>
    </message>
    <message>
        <source>Recognised as %1. Check the columns chosen below, then import.</source>
        <translation>Erkannt als %1. Prüfen Sie die unten gewählten Spalten und importieren Sie dann.</translation>
    </message>
    <message>
        <source>Not a report Tapeflow recognises: the columns were guessed from their names. Choose the column that holds each of these:</source>
        <translation>Kein Bericht, den Tapeflow kennt: Die Spalten wurden nach ihren Namen geraten. Wählen Sie die Spalte für jede dieser Angaben:</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Choose the column that holds the job name.</source>
        <translation>Wählen Sie die Spalte mit dem Jobnamen.</translation>
    </message>
    <message>
        <source>Choose the column of the data moved, or the column of the rate.</source>
        <translation>Wählen Sie die Spalte der Datenmenge oder die Spalte der Rate.</translation>
    </message>
    <message>
        <source>Choose the column of the duration, or the columns of the start and end times.</source>
        <translation>Wählen Sie die Spalte der Dauer oder die Spalten von Beginn und Ende.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Line %1, column %2 (%3): %4</source>
        <translation>Zeile %1, Spalte %2 (%3): %4</translation>
    </message>
    <message>
        <source>Line %1, column %2 “%3” (%4): %5</source>
        <translation>Zeile %1, Spalte %2 „%3“ (%4): %5</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>The file is empty: it has no header line.</source>
        <translation>Die Datei ist leer: Sie hat keine Kopfzeile.</translation>
    </message>
    <message>
        <source>The file holds no measured job: it has only its header line.</source>
        <translation>Die Datei enthält keinen gemessenen Job: Sie hat nur ihre Kopfzeile.</translation>
    </message>
    <message numerus="yes">
        <source>Ready: %n measurement(s) will be added as one step.</source>
        <translation>
            <numerusform>Bereit: %n Messung wird in einem Schritt hinzugefügt.</numerusform>
            <numerusform>Bereit: %n Messungen werden in einem Schritt hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the file: fix it, or choose other columns.</source>
        <translation>
            <numerusform>%n Problem in der Datei: Korrigieren Sie sie oder wählen Sie andere Spalten.</numerusform>
            <numerusform>%n Probleme in der Datei: Korrigieren Sie sie oder wählen Sie andere Spalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing can be imported yet.</source>
        <translation>Noch kann nichts importiert werden.</translation>
    </message>
    <message numerus="yes">
        <source>Import %n measurement(s)</source>
        <translation>
            <numerusform>%n Messung importieren</numerusform>
            <numerusform>%n Messungen importieren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::DiagramScene</name>
    <message>
        <source>Link cancelled</source>
        <translation>Verbinden abgebrochen</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::EditController</name>
    <message>
        <source>Align</source>
        <translation>Ausrichten</translation>
    </message>
    <message>
        <source>Distribute</source>
        <translation>Verteilen</translation>
    </message>
    <message>
        <source>Unknown catalog entry %1</source>
        <translation>Unbekannter Katalogeintrag %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n item(s)</source>
        <translation>
            <numerusform>%n Element löschen</numerusform>
            <numerusform>%n Elemente löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n node(s)</source>
        <translation>
            <numerusform>%n Knoten kopiert</numerusform>
            <numerusform>%n Knoten kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s)</source>
        <translation>
            <numerusform>%1: %n Knoten</numerusform>
            <numerusform>%1: %n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n more like %1</source>
        <translation>
            <numerusform>%n weiteres wie %1 hinzufügen</numerusform>
            <numerusform>%n weitere wie %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>the selection</source>
        <translation>die Auswahl</translation>
    </message>
    <message>
        <source>Back up %1 to %2</source>
        <translation>%1 auf %2 sichern</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ExportReportDialog</name>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter (8,5 × 11 Zoll)</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>Backup &amp;window:</source>
        <translation>Sicherungs&amp;fenster:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::InspectorDock</name>
    <message>
        <source>Inspector</source>
        <translation>Eigenschaften</translation>
    </message>
    <message numerus="yes">
        <source>%n items selected</source>
        <translation>
            <numerusform>%n Element ausgewählt</numerusform>
            <numerusform>%n Elemente ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Select one node, link or job to see its parameters.</source>
        <translation>Einen einzelnen Knoten, eine Verbindung oder einen Job auswählen, um seine Parameter zu sehen.</translation>
    </message>
    <message>
        <source>Select a node or a link on the canvas, or a job in the jobs table, to see and edit its parameters.</source>
        <translation>Einen Knoten oder eine Verbindung auf der Zeichenfläche oder einen Job in der Jobtabelle auswählen, um die Parameter zu sehen und zu bearbeiten.</translation>
    </message>
    <message>
        <source>Run objectives</source>
        <translation>Ziele der Läufe</translation>
    </message>
    <message>
        <source>No parameters.</source>
        <translation>Keine Parameter.</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>catalog (%1)</source>
        <translation>Katalog (%1)</translation>
    </message>
    <message>
        <source>kind&apos;s default</source>
        <translation>Vorgabe der Art</translation>
    </message>
    <message>
        <source>Sweep This Figure…</source>
        <translation>Diese Kenngröße variieren …</translation>
    </message>
    <message>
        <source>Pin to Tuner</source>
        <translation>An Regler anheften</translation>
    </message>
    <message>
        <source>%1, port %2</source>
        <translation>%1, Anschluss %2</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>From %1
to %2</source>
        <translation>Von %1
nach %2</translation>
    </message>
    <message>
        <source>This kind of link has no parameters of its own.</source>
        <translation>Diese Art von Verbindung hat keine eigenen Parameter.</translation>
    </message>
    <message>
        <source>Drag a square end of the selected link onto another port to re-route it; Delete removes it.</source>
        <translation>Ein quadratisches Ende der ausgewählten Verbindung auf einen anderen Anschluss ziehen, um sie umzulegen; Entf löscht sie.</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message numerus="yes">
        <source>calibrated %1 from %n measurement(s)</source>
        <translation>
            <numerusform>kalibriert am %1 aus %n Messung</numerusform>
            <numerusform>kalibriert am %1 aus %n Messungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No catalog entry</source>
        <translation>Kein Katalogeintrag</translation>
    </message>
    <message>
        <source>About this diagram</source>
        <translation>Über dieses Diagramm</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::JobForm</name>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>By file</source>
        <translation>Dateiweise</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Abbild</translation>
    </message>
    <message>
        <source>default (e.g. 64 KiB)</source>
        <translation>Vorgabe (z. B. 64 KiB)</translation>
    </message>
    <message>
        <source>the volume&apos;s data set</source>
        <translation>der Datenbestand des Volumes</translation>
    </message>
    <message>
        <source>the volume&apos;s (e.g. 2 for 2:1)</source>
        <translation>die des Volumes (z. B. 2 für 2:1)</translation>
    </message>
    <message>
        <source>Software compression</source>
        <translation>Softwarekomprimierung</translation>
    </message>
    <message>
        <source>CRC</source>
        <translation>CRC</translation>
    </message>
    <message>
        <source>Client push agent</source>
        <translation>Push-Agent auf dem Client</translation>
    </message>
    <message>
        <source>Tree walk first</source>
        <translation>Zuerst Verzeichnisdurchlauf</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Source volume</source>
        <translation>Quell-Volume</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Datenströme</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>Blockgröße</translation>
    </message>
    <message>
        <source>Data size</source>
        <translation>Datenmenge</translation>
    </message>
    <message>
        <source>File count</source>
        <translation>Anzahl Dateien</translation>
    </message>
    <message>
        <source>Mean file size</source>
        <translation>Mittlere Dateigröße</translation>
    </message>
    <message>
        <source>Compressibility</source>
        <translation>Komprimierbarkeit</translation>
    </message>
    <message>
        <source>%1, the volume&apos;s share</source>
        <translation>%1, Anteil des Volumes</translation>
    </message>
    <message>
        <source>the volume&apos;s</source>
        <translation>die des Volumes</translation>
    </message>
    <message>
        <source>%1, data size over file count</source>
        <translation>%1, Datenmenge durch Anzahl Dateien</translation>
    </message>
    <message>
        <source>%1, the volume&apos;s</source>
        <translation>%1, die des Volumes</translation>
    </message>
    <message>
        <source>The file count must be a whole number of files, such as 500000.</source>
        <translation>Die Anzahl Dateien muss eine ganze Zahl sein, etwa 500000.</translation>
    </message>
    <message>
        <source>A job needs a name.</source>
        <translation>Ein Job braucht einen Namen.</translation>
    </message>
    <message>
        <source>the application&apos;s</source>
        <translation>wie die Anwendung</translation>
    </message>
    <message>
        <source>Requests (chunks, objects, parts) one stream keeps outstanding when its backup application moves data as requests</source>
        <translation>Anfragen (Chunks, Objekte, Teile), die ein Datenstrom gleichzeitig offen hält, wenn seine Backup-Anwendung Daten als Anfragen überträgt</translation>
    </message>
    <message>
        <source>Requests in flight</source>
        <translation>Gleichzeitige Anfragen</translation>
    </message>
    <message>
        <source>The backup program&apos;s agent on the client is sent the whole list of files and pushes them, instead of being asked for each file: it saves a round trip of the route per file (programs whose server asks for each file).</source>
        <translation>Der Agent des Sicherungsprogramms auf dem Client erhält die ganze Liste der Dateien und schiebt sie, statt für jede Datei gefragt zu werden: das spart je Datei eine Umlaufzeit der Strecke (bei Programmen, deren Server nach jeder Datei fragt).</translation>
    </message>
    <message>
        <source>Restore out of tape order</source>
        <translation>Wiederherstellung außerhalb der Bandreihenfolge</translation>
    </message>
    <message>
        <source>The restore asks for its files in an order of its own (a copy through LTFS by name, a selection of files): the drive locates to each file before reading it.</source>
        <translation>Die Wiederherstellung fordert ihre Dateien in eigener Reihenfolge an (eine Kopie über LTFS nach Namen, eine Auswahl von Dateien): das Laufwerk positioniert vor dem Lesen auf jede Datei.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::JobLevelFields</name>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>Differential</source>
        <translation>Differenziell</translation>
    </message>
    <message>
        <source>Incremental</source>
        <translation>Inkrementell</translation>
    </message>
    <message>
        <source>Synthetic full</source>
        <translation>Synthetisch voll</translation>
    </message>
    <message>
        <source>share changed per day, e.g. 2 %</source>
        <translation>pro Tag geänderter Anteil, z. B. 2 %</translation>
    </message>
    <message>
        <source>the change rate&apos;s share of the files</source>
        <translation>der Anteil der Dateien nach der Änderungsrate</translation>
    </message>
    <message>
        <source> d</source>
        <translation> d</translation>
    </message>
    <message>
        <source>Days of change the backup holds: a differential holds every day since the last full.</source>
        <translation>Tage an Änderungen, die die Sicherung enthält: eine differenzielle enthält jeden Tag seit der letzten Vollsicherung.</translation>
    </message>
    <message>
        <source>Among jobs that ask for a library drive at the same time, the higher priority goes first.</source>
        <translation>Unter Aufträgen, die gleichzeitig ein Laufwerk der Bibliothek anfordern, kommt die höhere Priorität zuerst.</translation>
    </message>
    <message>
        <source>Writes to new cartridges (initialised on first use)</source>
        <translation>Schreibt auf neue Kassetten (bei der ersten Nutzung initialisiert)</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Change rate</source>
        <translation>Änderungsrate</translation>
    </message>
    <message>
        <source>Changed files</source>
        <translation>Geänderte Dateien</translation>
    </message>
    <message>
        <source>Days of change</source>
        <translation>Tage an Änderungen</translation>
    </message>
    <message>
        <source>Synthetic from</source>
        <translation>Synthetisch aus</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>The change rate is a share of the data set per day, from 0 % to 100 %.</source>
        <translation>Die Änderungsrate ist ein Anteil der Datenmenge pro Tag, von 0 % bis 100 %.</translation>
    </message>
    <message>
        <source>The changed files must be a whole number of files per day, such as 20000.</source>
        <translation>Die geänderten Dateien müssen eine ganze Zahl von Dateien pro Tag sein, etwa 20000.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::JobsDock</name>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten …</translation>
    </message>
    <message>
        <source>A job needs a volume linked (through any path) to a tape drive, RAIT group, library or NULL device.</source>
        <translation>Ein Job braucht ein Volume, das (über einen beliebigen Pfad) mit einem Bandlaufwerk, einer RAIT-Gruppe, einer Bibliothek oder einem NULL-Gerät verbunden ist.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::JobsModel</name>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>volume&apos;s</source>
        <translation>des Volumes</translation>
    </message>
    <message>
        <source>by file</source>
        <translation>dateiweise</translation>
    </message>
    <message>
        <source>image</source>
        <translation>Abbild</translation>
    </message>
    <message>
        <source>sw compression</source>
        <translation>SW-Komprimierung</translation>
    </message>
    <message>
        <source>CRC</source>
        <translation>CRC</translation>
    </message>
    <message>
        <source>push agent</source>
        <translation>Push-Agent</translation>
    </message>
    <message>
        <source>no tree walk</source>
        <translation>kein Verzeichnisdurchlauf</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Datenbestand</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>Datenströme</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>backups&apos;</source>
        <translation>der Sicherungen</translation>
    </message>
    <message>
        <source>restore out of tape order</source>
        <translation>Wiederherstellung außerhalb der Bandreihenfolge</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::LinkTool</name>
    <message>
        <source>Link to %1</source>
        <translation>Mit %1 verbinden</translation>
    </message>
    <message>
        <source>Cannot link: %1</source>
        <translation>Verbinden nicht möglich: %1</translation>
    </message>
    <message>
        <source>Linked %1 to %2</source>
        <translation>%1 mit %2 verbunden</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::MainWindow</name>
    <message>
        <source>No jobs</source>
        <translation>Keine Jobs</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>%1[*] — Tapeflow</source>
        <translation>%1[*] — Tapeflow</translation>
    </message>
    <message>
        <source>%1[*] — scenario “%2” — Tapeflow</source>
        <translation>%1[*] — Szenario „%2“ — Tapeflow</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Berechnung …</translation>
    </message>
    <message>
        <source>Backup %1</source>
        <translation>Sicherung %1</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>Wiederherstellung %1</translation>
    </message>
    <message>
        <source>backup run %1</source>
        <translation>Sicherungslauf %1</translation>
    </message>
    <message>
        <source>Solving… </source>
        <translation>Berechnung … </translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>Bericht e&amp;xportieren …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
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
        <source>Cu&amp;t</source>
        <translation>Aus&amp;schneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Add &amp;More Like This…</source>
        <translation>&amp;Mehr davon hinzufügen …</translation>
    </message>
    <message>
        <source>Add More Like This</source>
        <translation>Mehr davon hinzufügen</translation>
    </message>
    <message>
        <source>How many copies of the selection, each with its links and jobs?</source>
        <translation>Wie viele Kopien der Auswahl, jeweils mit ihren Verbindungen und Jobs?</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>Umbe&amp;nennen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to View</source>
        <translation>&amp;Einpassen</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>&amp;Raster anzeigen</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>Am Raster &amp;ausrichten</translation>
    </message>
    <message>
        <source>Tapeflow topologies (*.tapeflow *.json);;All files (*)</source>
        <translation>Tapeflow-Topologien (*.tapeflow *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Open Topology</source>
        <translation>Topologie öffnen</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>“%1” could not be opened. The open document is unchanged.</source>
        <translation>„%1“ konnte nicht geöffnet werden. Das offene Dokument bleibt unverändert.</translation>
    </message>
    <message>
        <source>No examples installed</source>
        <translation>Keine Beispiele installiert</translation>
    </message>
    <message>
        <source>untitled.tapeflow</source>
        <translation>unbenannt.tapeflow</translation>
    </message>
    <message>
        <source>Save Topology</source>
        <translation>Topologie speichern</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>“%1” could not be saved: %2</source>
        <translation>„%1“ konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Discard all changes since “%1” was saved?</source>
        <translation>Alle Änderungen seit dem Speichern von „%1“ verwerfen?</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Zu&amp;letzt geöffnet</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>&amp;Beispiele</translation>
    </message>
    <message>
        <source>Expor&amp;t</source>
        <translation>Expor&amp;tieren</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>A&amp;rrange</source>
        <translation>An&amp;ordnen</translation>
    </message>
    <message>
        <source>Align &amp;Left Edges</source>
        <translation>&amp;Linke Kanten ausrichten</translation>
    </message>
    <message>
        <source>Align &amp;Centres Horizontally</source>
        <translation>Mitten &amp;horizontal ausrichten</translation>
    </message>
    <message>
        <source>Align &amp;Right Edges</source>
        <translation>&amp;Rechte Kanten ausrichten</translation>
    </message>
    <message>
        <source>Align &amp;Top Edges</source>
        <translation>&amp;Obere Kanten ausrichten</translation>
    </message>
    <message>
        <source>Align Centres &amp;Vertically</source>
        <translation>Mitten &amp;vertikal ausrichten</translation>
    </message>
    <message>
        <source>Align &amp;Bottom Edges</source>
        <translation>&amp;Untere Kanten ausrichten</translation>
    </message>
    <message>
        <source>Distribute &amp;Horizontally</source>
        <translation>Hori&amp;zontal verteilen</translation>
    </message>
    <message>
        <source>Distribute V&amp;ertically</source>
        <translation>V&amp;ertikal verteilen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Rate &amp;Units</source>
        <translation>Ra&amp;teneinheit</translation>
    </message>
    <message>
        <source>&amp;Jobs Shown</source>
        <translation>Angezeigte &amp;Jobs</translation>
    </message>
    <message>
        <source>&amp;Backup</source>
        <translation>&amp;Sicherung</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellung</translation>
    </message>
    <message>
        <source>B&amp;oth</source>
        <translation>&amp;Beide</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>Bedien&amp;felder</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Tapeflow</source>
        <translation>Über &amp;Tapeflow</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Back &amp;up to</source>
        <translation>&amp;Sichern auf</translation>
    </message>
    <message>
        <source>No drive is linked to this volume</source>
        <translation>Mit diesem Volume ist kein Laufwerk verbunden</translation>
    </message>
    <message>
        <source>the results are not ready yet</source>
        <translation>die Ergebnisse liegen noch nicht vor</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>bericht.pdf</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>The report was not written: %1</source>
        <translation>Der Bericht wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>The next report shows %n sweep(s).</source>
        <translation>
            <numerusform>Der nächste Bericht zeigt %n Variation.</numerusform>
            <numerusform>Der nächste Bericht zeigt %n Variationen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This figure cannot be swept.</source>
        <translation>Diese Kenngröße kann nicht variiert werden.</translation>
    </message>
    <message>
        <source>Only a figure with a value can be pinned.</source>
        <translation>Nur eine Kenngröße mit Wert kann angeheftet werden.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>The scenario cannot be shown: %1</source>
        <translation>Das Szenario kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>Showing the base diagram</source>
        <translation>Das Basisdiagramm wird angezeigt</translation>
    </message>
    <message>
        <source>Showing scenario “%1”: edits become its changes</source>
        <translation>Szenario „%1“ wird angezeigt: Bearbeitungen werden zu seinen Änderungen</translation>
    </message>
    <message>
        <source>Add Set-&amp;Up…</source>
        <translation>Au&amp;fbau hinzufügen …</translation>
    </message>
    <message>
        <source>Add Set-Up</source>
        <translation>Aufbau hinzufügen</translation>
    </message>
    <message>
        <source>No set-up template could be read.
%1</source>
        <translation>Es konnte keine Aufbauvorlage gelesen werden.
%1</translation>
    </message>
    <message>
        <source>Could not autosave: %1</source>
        <translation>Automatische Sicherung nicht möglich: %1</translation>
    </message>
    <message>
        <source>Recovered %1 as autosaved %2; save to keep it</source>
        <translation>%1 wiederhergestellt wie automatisch gesichert am %2; speichern, um es zu behalten</translation>
    </message>
    <message>
        <source>Sc&amp;hedule…</source>
        <translation>&amp;Zeitplan…</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>File in use</source>
        <translation>Datei in Benutzung</translation>
    </message>
    <message>
        <source>“%1” is open in %2.</source>
        <translation>„%1“ ist in %2 geöffnet.</translation>
    </message>
    <message>
        <source>Open it read-only to look without risk, or open it anyway to edit beside it: this window saves over the file once the other has let it go, and asks first if the other saved.</source>
        <translation>Schreibgeschützt öffnen, um ohne Risiko hineinzusehen, oder trotzdem öffnen, um daneben zu bearbeiten: dieses Fenster speichert über die Datei, sobald das andere sie freigegeben hat, und fragt zuerst, falls das andere gespeichert hat.</translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation>&amp;Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Anyway</source>
        <translation>&amp;Trotzdem öffnen</translation>
    </message>
    <message>
        <source>it is open in %1, and this window opened it read-only. Save your changes under another name (File ▸ Save As).</source>
        <translation>sie ist in %1 geöffnet, und dieses Fenster hat sie schreibgeschützt geöffnet. Speichern Sie Ihre Änderungen unter einem anderen Namen (Datei ▸ Speichern unter).</translation>
    </message>
    <message>
        <source>it is open in %1. Close it there first, or save under another name.</source>
        <translation>sie ist in %1 geöffnet. Schließen Sie sie dort zuerst oder speichern Sie unter einem anderen Namen.</translation>
    </message>
    <message>
        <source>it was changed on disk since this window opened or saved it, by another window or program</source>
        <translation>sie wurde auf dem Datenträger geändert, seit dieses Fenster sie geöffnet oder gespeichert hat, von einem anderen Fenster oder Programm</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>Datei auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>“%1” was changed on disk since this window opened or saved it, by another window or program. Saving replaces those changes with yours.

Save anyway?</source>
        <translation>„%1“ wurde auf dem Datenträger geändert, seit dieses Fenster sie geöffnet oder gespeichert hat, von einem anderen Fenster oder Programm. Speichern ersetzt diese Änderungen durch Ihre.

Trotzdem speichern?</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>“%1” was not saved: %2</source>
        <translation>„%1“ wurde nicht gespeichert: %2</translation>
    </message>
    <message numerus="yes">
        <source>The component catalog has %n problem(s); documents that use an entry left out will not open</source>
        <translation>
            <numerusform>Der Komponentenkatalog hat %n Problem; Dokumente, die einen ausgelassenen Eintrag verwenden, öffnen sich nicht</numerusform>
            <numerusform>Der Komponentenkatalog hat %n Probleme; Dokumente, die einen ausgelassenen Eintrag verwenden, öffnen sich nicht</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog problems</source>
        <translation>Katalogprobleme</translation>
    </message>
    <message>
        <source>The component catalog has problems. Entries with an error were left out: a document that uses one of them will not open until the entry is fixed.</source>
        <translation>Der Komponentenkatalog hat Probleme. Einträge mit einem Fehler wurden ausgelassen: ein Dokument, das einen davon verwendet, öffnet sich erst, wenn der Eintrag berichtigt ist.</translation>
    </message>
    <message>
        <source>ends with “%1”, held by %2</source>
        <translation>endet mit „%1“, begrenzt durch %2</translation>
    </message>
    <message>
        <source>Replace &amp;With</source>
        <translation>&amp;Ersetzen durch</translation>
    </message>
    <message>
        <source>%1 (its ports cannot hold the links)</source>
        <translation>%1 (seine Anschlüsse fassen die Verbindungen nicht)</translation>
    </message>
    <message>
        <source>ends with “%1”, held by %2 (earlier by %3)</source>
        <translation>endet mit „%1“, begrenzt durch %2 (vorher durch %3)</translation>
    </message>
    <message>
        <source>&amp;Bareos/Bacula Configuration…</source>
        <translation>&amp;Bareos/Bacula-Konfiguration …</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Importiert: %1</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ManualWindow</name>
    <message>
        <source>Tapeflow User Manual</source>
        <translation>Tapeflow-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vorwärts</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
    <message>
        <source>User &amp;Manual</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::MeasurementDialog</name>
    <message>
        <source>Add Measurement</source>
        <translation>Messung hinzufügen</translation>
    </message>
    <message>
        <source>Job “%1”</source>
        <translation>Job „%1“</translation>
    </message>
    <message>
        <source>Measured:</source>
        <translation>Gemessen:</translation>
    </message>
    <message>
        <source>Backup run</source>
        <translation>Sicherungslauf</translation>
    </message>
    <message>
        <source>Restore run</source>
        <translation>Wiederherstellungslauf</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Lauf:</translation>
    </message>
    <message>
        <source>e.g. 240 MB/s or 850 GB/h</source>
        <translation>z. B. 240 MB/s oder 850 GB/h</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>Rate:</translation>
    </message>
    <message>
        <source>or the data moved, e.g. 1.2 TB</source>
        <translation>oder die bewegte Datenmenge, z. B. 1.2 TB</translation>
    </message>
    <message>
        <source>Data moved:</source>
        <translation>Datenmenge:</translation>
    </message>
    <message>
        <source>in, e.g. 95 min</source>
        <translation>in, z. B. 95 min</translation>
    </message>
    <message>
        <source>Duration:</source>
        <translation>Dauer:</translation>
    </message>
    <message>
        <source>e.g. 5 % (1 % if left empty)</source>
        <translation>z. B. 5 % (1 %, wenn leer)</translation>
    </message>
    <message>
        <source>Uncertainty:</source>
        <translation>Unsicherheit:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>e.g. HPE L&amp;TT drive test, 256 KiB blocks</source>
        <translation>z. B. HPE-L&amp;TT-Laufwerkstest, 256-KiB-Blöcke</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <source>The diagram has no job and no rate to measure.</source>
        <translation>Das Diagramm hat keinen Job und keine Rate, die sich messen ließe.</translation>
    </message>
    <message>
        <source>Edit Measurement</source>
        <translation>Messung bearbeiten</translation>
    </message>
    <message>
        <source>Job “%1” (no longer in the diagram)</source>
        <translation>Job „%1“ (nicht mehr im Diagramm)</translation>
    </message>
    <message>
        <source>%1 (no longer in the diagram)</source>
        <translation>%1 (nicht mehr im Diagramm)</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::MeasurementsDock</name>
    <message>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Abweichung</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Kalibrieren…</translation>
    </message>
    <message>
        <source>Fit the figures the measurements pin down, and see what they cannot.</source>
        <translation>Die Kennzahlen anpassen, die die Messungen festlegen, und sehen, welche sie nicht festlegen.</translation>
    </message>
    <message>
        <source>No measurements yet. Add what you measured (a job&apos;s rate from your backup tool&apos;s log, a drive or disk test), or import job statistics.</source>
        <translation>Noch keine Messungen. Fügen Sie hinzu, was Sie gemessen haben (die Rate eines Jobs aus dem Protokoll Ihres Sicherungsprogramms, einen Laufwerks- oder Plattentest), oder importieren Sie Job-Statistiken.</translation>
    </message>
    <message>
        <source>No measurements yet.</source>
        <translation>Noch keine Messungen.</translation>
    </message>
    <message>
        <source>Add measurement of %1</source>
        <translation>Messung von %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete measurement of %1</source>
        <translation>Messung von %1 löschen</translation>
    </message>
    <message>
        <source>Import Measurements</source>
        <translation>Messungen importieren</translation>
    </message>
    <message>
        <source>The file holds no measured job.</source>
        <translation>Die Datei enthält keinen gemessenen Job.</translation>
    </message>
    <message>
        <source>The file cannot be imported:
%1</source>
        <translation>Die Datei kann nicht importiert werden:
%1</translation>
    </message>
    <message numerus="yes">
        <source>Import %n measurement(s)</source>
        <translation>
            <numerusform>%n Messung importieren</numerusform>
            <numerusform>%n Messungen importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Job Statistics</source>
        <translation>Job-Statistiken importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Find the Bottleneck…</source>
        <translation>Engpass finden…</translation>
    </message>
    <message>
        <source>Which measurement to take next, and what they say about where the bottleneck is (the HP method).</source>
        <translation>Welche Messung als Nächstes, und was die Messungen über den Ort des Engpasses sagen (die HP-Methode).</translation>
    </message>
    <message>
        <source>Edit measurement of %1</source>
        <translation>Messung von %1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ModelChoiceBox</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1 (its ports cannot hold the links)</source>
        <translation>%1 (seine Anschlüsse fassen die Verbindungen nicht)</translation>
    </message>
    <message>
        <source>No price in the catalog</source>
        <translation>Kein Preis im Katalog</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>Preis: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Your own prices go in %1 in %2.</source>
        <translation>Eigene Preise gehören in %1 in %2.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ObjectivesForm</name>
    <message>
        <source>none (e.g. 6 h)</source>
        <translation>keines (z. B. 6 h)</translation>
    </message>
    <message>
        <source>The time the backup run of every job must fit in. A number alone is hours.</source>
        <translation>Die Zeit, in die der Sicherungslauf aller Jobs passen muss. Eine Zahl allein bedeutet Stunden.</translation>
    </message>
    <message>
        <source>none (e.g. 2 h)</source>
        <translation>keines (z. B. 2 h)</translation>
    </message>
    <message>
        <source>The restore time objective (RTO): the time a restore of every job must end within. A number alone is hours.</source>
        <translation>Das Wiederherstellungszeitziel (RTO): die Zeit, in der eine Wiederherstellung aller Jobs abgeschlossen sein muss. Eine Zahl allein bedeutet Stunden.</translation>
    </message>
    <message>
        <source>Backup window</source>
        <translation>Sicherungsfenster</translation>
    </message>
    <message>
        <source>Restore objective</source>
        <translation>Wiederherstellungsziel</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::PageWriter</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::PaletteDock</name>
    <message>
        <source>Components</source>
        <translation>Komponenten</translation>
    </message>
    <message>
        <source>Search components…</source>
        <translation>Komponenten suchen …</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (eigene)</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ParameterField</name>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>value in %1</source>
        <translation>Wert in %1</translation>
    </message>
    <message>
        <source>Units and engineering notation are understood: “2 Gb/s”, “256K”, “1.5 TB”.</source>
        <translation>Einheiten und technische Schreibweise werden verstanden: „2 Gb/s“, „256K“, „1.5 TB“.</translation>
    </message>
    <message>
        <source>Reset to the catalog figure</source>
        <translation>Auf den Katalogwert zurücksetzen</translation>
    </message>
    <message>
        <source>%1 ●</source>
        <translation>%1 ●</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>nicht im Katalog</translation>
    </message>
    <message>
        <source>from the %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>no value: enter one</source>
        <translation>kein Wert: bitte eingeben</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>no rate: limits nothing</source>
        <translation>keine Rate: begrenzt nichts</translation>
    </message>
    <message>
        <source>No rate: the members limit nothing (the array&apos;s own read and write limits still apply). Its member disk, %1, states no sequential rate, and %2, so none can be worked out.</source>
        <translation>Keine Rate: die Mitglieder begrenzen nichts (die eigenen Lese- und Schreibgrenzen des Arrays gelten weiter). Seine Mitgliedsplatte, %1, nennt keine sequentielle Rate, und %2, daher lässt sich keine berechnen.</translation>
    </message>
    <message>
        <source>No rate: this drive limits nothing. It states no sequential rate, and %1, so none can be worked out.</source>
        <translation>Keine Rate: dieses Laufwerk begrenzt nichts. Es nennt keine sequentielle Rate, und %1, daher lässt sich keine berechnen.</translation>
    </message>
    <message>
        <source>derived from %1</source>
        <translation>abgeleitet aus %1</translation>
    </message>
    <message>
        <source>Derived from %1 (the catalog&apos;s disk recording eras and platter sizes): the drive states no sequential rate, so the rate of its outer tracks is worked out from the recording density of its year, a %2 mm platter and its spindle speed.</source>
        <translation>Abgeleitet aus %1 (Aufzeichnungsepochen und Scheibengrößen des Katalogs): das Laufwerk nennt keine sequentielle Rate, daher wird die Rate seiner äußeren Spuren aus der Aufzeichnungsdichte seines Jahres, einer %2-mm-Scheibe und seiner Drehzahl berechnet.</translation>
    </message>
    <message>
        <source>derived from the member disk: %1</source>
        <translation>abgeleitet von der Mitgliedsplatte: %1</translation>
    </message>
    <message>
        <source>Derived from the member disk, %1: %2 (the catalog&apos;s disk recording eras and platter sizes). Neither the array nor its member disk states a sequential rate, so the rate of the disk&apos;s outer tracks is worked out from the recording density of its year, a %3 mm platter and its spindle speed.</source>
        <translation>Abgeleitet von der Mitgliedsplatte, %1: %2 (Aufzeichnungsepochen und Scheibengrößen des Katalogs). Weder das Array noch seine Mitgliedsplatte nennt eine sequentielle Rate, daher wird die Rate der äußeren Spuren der Platte aus der Aufzeichnungsdichte ihres Jahres, einer %3-mm-Scheibe und ihrer Drehzahl berechnet.</translation>
    </message>
    <message>
        <source>from the member disk, %1</source>
        <translation>von der Mitgliedsplatte, %1</translation>
    </message>
    <message>
        <source>The array states no member rate: each member streams at its member disk&apos;s (%1) sequential rate.</source>
        <translation>Das Array nennt keine Mitgliedsrate: jedes Mitglied überträgt mit der sequentiellen Rate seiner Mitgliedsplatte (%1).</translation>
    </message>
    <message>
        <source>as the member read rate (no member write rate given)</source>
        <translation>wie die Leserate der Mitglieder (keine Schreibrate der Mitglieder angegeben)</translation>
    </message>
    <message>
        <source>as the sequential read (no write rate given)</source>
        <translation>wie das sequentielle Lesen (keine Schreibrate angegeben)</translation>
    </message>
    <message>
        <source>The array states no member write rate: its members write at the member read rate.</source>
        <translation>Das Array nennt keine Schreibrate der Mitglieder: seine Mitglieder schreiben mit der Leserate der Mitglieder.</translation>
    </message>
    <message>
        <source>The drive states no sequential write rate: it writes at its sequential read rate.</source>
        <translation>Das Laufwerk nennt keine sequentielle Schreibrate: es schreibt mit seiner sequentiellen Leserate.</translation>
    </message>
    <message>
        <source>%1 (derived)</source>
        <translation>%1 (abgeleitet)</translation>
    </message>
    <message>
        <source>no rate</source>
        <translation>keine Rate</translation>
    </message>
    <message>
        <source>no limit of its own</source>
        <translation>keine eigene Grenze</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>not set: %1</source>
        <translation>nicht gesetzt: %1</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ProfileFiguresBox</name>
    <message>
        <source>The figures of the %1 this node names, from the catalog; a value typed here holds for this node only.</source>
        <translation>Die Kenngrößen aus dem Katalog für „%1“ dieses Knotens; ein hier eingegebener Wert gilt nur für diesen Knoten.</translation>
    </message>
    <message numerus="yes">
        <source>%1: its figures (%n set here)</source>
        <translation>
            <numerusform>%1: Kenngrößen (%n hier gesetzt)</numerusform>
            <numerusform>%1: Kenngrößen (%n hier gesetzt)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: its figures</source>
        <translation>%1: Kenngrößen</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::RecentFiles</name>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::RecoveryDialog</name>
    <message>
        <source>(never saved)</source>
        <translation>(nie gespeichert)</translation>
    </message>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>Tapeflow did not close normally. These documents had changes that were autosaved but not saved to their files:</source>
        <translation>Tapeflow wurde nicht normal beendet. Diese Dokumente hatten Änderungen, die automatisch gesichert, aber nicht in ihre Dateien gespeichert wurden:</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Original location</source>
        <translation>Ursprünglicher Ort</translation>
    </message>
    <message>
        <source>Last autosave</source>
        <translation>Letzte automatische Sicherung</translation>
    </message>
    <message>
        <source>A recovered document opens with unsaved changes; its file is only written when you save it.</source>
        <translation>Ein wiederhergestelltes Dokument öffnet sich mit ungespeicherten Änderungen; seine Datei wird erst geschrieben, wenn Sie es speichern.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ResultsDock</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>Engpass</translation>
    </message>
    <message>
        <source>Next bottleneck</source>
        <translation>Nächster Engpass</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Resources (backup)</source>
        <translation>Ressourcen (Sicherung)</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Utilisation:</source>
        <translation>Auslastung:</translation>
    </message>
    <message>
        <source>&amp;nbsp; &lt;b&gt;outlined&lt;/b&gt;: bottleneck</source>
        <translation>&amp;nbsp; &lt;b&gt;umrandet&lt;/b&gt;: Engpass</translation>
    </message>
    <message>
        <source>Results (solving…)</source>
        <translation>Ergebnisse (Berechnung …)</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
    <message>
        <source>backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ScenariosDock</name>
    <message>
        <source>What-if: Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <source>Double-click to show a scenario; check scenarios to compare them.</source>
        <translation>Doppelklick zeigt ein Szenario; zum Vergleichen Szenarien abhaken.</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Neu …</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen …</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>New Scenario</source>
        <translation>Neues Szenario</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Rename Scenario</source>
        <translation>Szenario umbenennen</translation>
    </message>
    <message>
        <source>Base diagram</source>
        <translation>Basisdiagramm</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <translation>%1 (angezeigt)</translation>
    </message>
    <message>
        <source>New scenario “%1”</source>
        <translation>Neues Szenario „%1“</translation>
    </message>
    <message>
        <source>Show another scenario or the base before deleting this one.</source>
        <translation>Vor dem Löschen dieses Szenarios ein anderes oder die Basis anzeigen.</translation>
    </message>
    <message>
        <source>Delete scenario “%1”</source>
        <translation>Szenario „%1“ löschen</translation>
    </message>
    <message>
        <source>Show another scenario or the base before renaming this one.</source>
        <translation>Vor dem Umbenennen dieses Szenarios ein anderes oder die Basis anzeigen.</translation>
    </message>
    <message>
        <source>Rename scenario “%1” to “%2”</source>
        <translation>Szenario „%1“ in „%2“ umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>Solving the base and %n scenario(s)…</source>
        <translation>
            <numerusform>Die Basis und %n Szenario werden berechnet …</numerusform>
            <numerusform>Die Basis und %n Szenarien werden berechnet …</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>What differs</source>
        <translation>Was sich unterscheidet</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>Compared %n scenario(s) with the base.</source>
        <translation>
            <numerusform>%n Szenario mit der Basis verglichen.</numerusform>
            <numerusform>%n Szenarien mit der Basis verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>rate over the run</source>
        <translation>Rate über den Lauf</translation>
    </message>
    <message>
        <source>ends with</source>
        <translation>endet mit</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ScheduleDialog</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>Incremental</source>
        <translation>Inkrementell</translation>
    </message>
    <message>
        <source>Differential</source>
        <translation>Differenziell</translation>
    </message>
    <message>
        <source>Synthetic full</source>
        <translation>Synthetisch voll</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <source>Add a &amp;week</source>
        <translation>Eine &amp;Woche hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Add a day</source>
        <translation>Einen Tag &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove the day</source>
        <translation>Den Tag &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Days</source>
        <translation>&amp;Tage</translation>
    </message>
    <message>
        <source>The &amp;week</source>
        <translation>Die &amp;Woche</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>No days scheduled yet.</source>
        <translation>Noch keine Tage geplant.</translation>
    </message>
    <message>
        <source>Schedule %1 on %2</source>
        <translation>%1 am %2 planen</translation>
    </message>
    <message>
        <source>Rename a day of the schedule</source>
        <translation>Einen Tag des Zeitplans umbenennen</translation>
    </message>
    <message>
        <source>Set the window of %1</source>
        <translation>Das Fenster von %1 setzen</translation>
    </message>
    <message>
        <source>Add a day to the schedule</source>
        <translation>Dem Zeitplan einen Tag hinzufügen</translation>
    </message>
    <message>
        <source>Remove a day from the schedule</source>
        <translation>Einen Tag aus dem Zeitplan entfernen</translation>
    </message>
    <message>
        <source>Add a week to the schedule</source>
        <translation>Dem Zeitplan eine Woche hinzufügen</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::SetUpDialog</name>
    <message>
        <source>Add Set-Up</source>
        <translation>Aufbau hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Add to Diagram</source>
        <translation>Zum Diagramm &amp;hinzufügen</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Adds %1 and %2.</source>
        <translation>Fügt %1 und %2 hinzu.</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n backup job(s)</source>
        <translation>
            <numerusform>%n Sicherungsjob</numerusform>
            <numerusform>%n Sicherungsjobs</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot add this set-up: %1</source>
        <translation>Dieser Aufbau lässt sich nicht hinzufügen: %1</translation>
    </message>
    <message>
        <source>Add %1 (%2)</source>
        <translation>%1 hinzufügen (%2)</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::SiteImportDialog</name>
    <message>
        <source>Import Bareos/Bacula Configuration</source>
        <translation>Bareos/Bacula-Konfiguration importieren</translation>
    </message>
    <message>
        <source>Draws the site a Bareos or Bacula configuration describes: its clients, storage daemons, drives, autochangers, backup jobs and schedules. A job history sizes the jobs and becomes measurements for calibration.</source>
        <translation>Zeichnet den Standort, den eine Bareos- oder Bacula-Konfiguration beschreibt: Clients, Storage-Daemons, Laufwerke, Autochanger, Sicherungsjobs und Zeitpläne. Ein Job-Verlauf gibt den Jobs ihre Größe und wird zu Messungen für die Kalibrierung.</translation>
    </message>
    <message>
        <source>/etc/bareos, a bareos-dir.d folder or a .conf file</source>
        <translation>/etc/bareos, ein Ordner bareos-dir.d oder eine .conf-Datei</translation>
    </message>
    <message>
        <source>Configuration:</source>
        <translation>Konfiguration:</translation>
    </message>
    <message>
        <source>Fo&amp;lder…</source>
        <translation>&amp;Ordner …</translation>
    </message>
    <message>
        <source>&amp;File…</source>
        <translation>&amp;Datei …</translation>
    </message>
    <message>
        <source>optional: bconsole list/llist jobs output or a catalog CSV</source>
        <translation>optional: Ausgabe von bconsole list/llist jobs oder eine Katalog-CSV</translation>
    </message>
    <message>
        <source>Job history:</source>
        <translation>Job-Verlauf:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen …</translation>
    </message>
    <message>
        <source>1 Gb/s Ethernet</source>
        <translation>1-Gb/s-Ethernet</translation>
    </message>
    <message>
        <source>10 Gb/s Ethernet</source>
        <translation>10-Gb/s-Ethernet</translation>
    </message>
    <message>
        <source>25 Gb/s Ethernet</source>
        <translation>25-Gb/s-Ethernet</translation>
    </message>
    <message>
        <source>100 Gb/s Ethernet</source>
        <translation>100-Gb/s-Ethernet</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Netzwerk:</translation>
    </message>
    <message>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <source>A job&apos;s data when the job history does not give it.</source>
        <translation>Die Daten eines Jobs, wenn der Job-Verlauf sie nicht nennt.</translation>
    </message>
    <message>
        <source>Data per job:</source>
        <translation>Daten je Job:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Share of a job&apos;s data that changes in a day, when the job history does not give it.</source>
        <translation>Anteil der Daten eines Jobs, der sich an einem Tag ändert, wenn der Job-Verlauf ihn nicht nennt.</translation>
    </message>
    <message>
        <source>Change a day:</source>
        <translation>Änderung je Tag:</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Backup window:</source>
        <translation>Sicherungsfenster:</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Configuration Folder</source>
        <translation>Konfigurationsordner</translation>
    </message>
    <message>
        <source>Choose File</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>Choose a configuration file or folder.</source>
        <translation>Eine Konfigurationsdatei oder einen Ordner wählen.</translation>
    </message>
    <message>
        <source>Imports %1.</source>
        <translation>Importiert %1.</translation>
    </message>
    <message>
        <source>Nothing can be imported from this configuration.</source>
        <translation>Aus dieser Konfiguration lässt sich nichts importieren.</translation>
    </message>
    <message>
        <source>Assumed (the configuration does not say):</source>
        <translation>Angenommen (die Konfiguration sagt es nicht):</translation>
    </message>
    <message numerus="yes">
        <source>Job history: %n job(s) read</source>
        <translation>
            <numerusform>Job-Verlauf: %n Job gelesen</numerusform>
            <numerusform>Job-Verlauf: %n Jobs gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n imported job(s) sized from it.</source>
        <translation>
            <numerusform>; %n importierter Job danach bemessen.</numerusform>
            <numerusform>; %n importierte Jobs danach bemessen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems found:</source>
        <translation>Gefundene Probleme:</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::SweepDock</name>
    <message>
        <source>What-if: Sweep</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kenngröße</translation>
    </message>
    <message>
        <source>Second figure (heat map)</source>
        <translation>Zweite Kenngröße (Heatmap)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Berechnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add to Report</source>
        <translation>Zum Bericht hinzufügen</translation>
    </message>
    <message>
        <source>The next exported report shows this sweep in its What-if section.</source>
        <translation>Der nächste exportierte Bericht zeigt diese Variation im Abschnitt Was-wäre-wenn.</translation>
    </message>
    <message>
        <source>Backup run</source>
        <translation>Sicherungslauf</translation>
    </message>
    <message>
        <source>Restore run</source>
        <translation>Wiederherstellungslauf</translation>
    </message>
    <message>
        <source>Heat map shows</source>
        <translation>Heatmap zeigt</translation>
    </message>
    <message>
        <source>Run times</source>
        <translation>Laufzeiten</translation>
    </message>
    <message>
        <source>Rates</source>
        <translation>Raten</translation>
    </message>
    <message>
        <source>One figure shows</source>
        <translation>Eine Kenngröße zeigt</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Logarithmic</source>
        <translation>Logarithmisch</translation>
    </message>
    <message>
        <source>e.g. 160 MB/s, 300 MB/s, 400 MB/s</source>
        <translation>z. B. 160 MB/s, 300 MB/s, 400 MB/s</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The models to solve the diagram with, one point each.</source>
        <translation>Die Modelle, mit denen das Diagramm berechnet wird, je ein Punkt.</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1 (jetzt)</translation>
    </message>
    <message>
        <source>Pick a figure from the list.</source>
        <translation>Eine Kenngröße aus der Liste wählen.</translation>
    </message>
    <message>
        <source>%1 points are too many to show; at most %2.</source>
        <translation>%1 Punkte sind zu viele für die Anzeige; höchstens %2.</translation>
    </message>
    <message>
        <source>Solving %1 points…</source>
        <translation>%1 Punkte werden berechnet …</translation>
    </message>
    <message>
        <source>Write OWNER.NAME=FROM:TO[:N[:log]] or OWNER.NAME=A,B,C: %1</source>
        <translation>OWNER.NAME=FROM:TO[:N[:log]] oder OWNER.NAME=A,B,C schreiben: %1</translation>
    </message>
    <message>
        <source>There is no figure %1 to sweep.</source>
        <translation>Es gibt keine Kenngröße %1 zum Variieren.</translation>
    </message>
    <message>
        <source>Cancelled; the picture shows the last complete sweep.</source>
        <translation>Abgebrochen; das Bild zeigt die letzte vollständige Variation.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) solved.</source>
        <translation>
            <numerusform>%n Punkt berechnet.</numerusform>
            <numerusform>%n Punkte berechnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 solved; %2 refused by the diagram (hover them to see why).</source>
        <translation>%1 berechnet; %2 vom Diagramm abgelehnt (mit der Maus darüber fahren, um den Grund zu sehen).</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>The diagram changed since this sweep: Run it again to update it.</source>
        <translation>Das Diagramm hat sich seit diesem Durchlauf geändert: erneut ausführen, um ihn zu aktualisieren.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::SweepView</name>
    <message>
        <source>, limited by %1</source>
        <translation>, begrenzt durch %1</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Not a valid document: %1</source>
        <translation>Kein gültiges Dokument: %1</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Sicherung</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellung</translation>
    </message>
    <message>
        <source>Pick a figure and its values, then Run: one figure draws the run times and what limits them over the range, two draw a heat map.</source>
        <translation>Eine Kenngröße und ihre Werte wählen, dann Berechnen: Eine Kenngröße zeichnet die Laufzeiten und was sie über den Bereich begrenzt, zwei zeichnen eine Heatmap.</translation>
    </message>
    <message>
        <source>Out of date: the diagram changed since this sweep. Run it again.</source>
        <translation>Veraltet: Das Diagramm hat sich seit diesem Durchlauf geändert. Erneut ausführen.</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::TornadoView</name>
    <message>
        <source>Advise draws here how the backup run&apos;s time moves with each busy component at -50 % and +50 %.</source>
        <translation>Beraten zeichnet hier, wie sich die Dauer des Sicherungslaufs mit jeder ausgelasteten Komponente bei −50 % und +50 % verschiebt.</translation>
    </message>
    <message>
        <source>Backup run time (%1 today, dashed) with each figure at -50 % (light) and +50 % (dark)</source>
        <translation>Dauer des Sicherungslaufs (heute %1, gestrichelt) mit jeder Kenngröße bei −50 % (hell) und +50 % (dunkel)</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::TunerDock</name>
    <message>
        <source>What-if: Tuner</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Right-click a figure in the inspector and choose Pin to Tuner: its slider re-solves the diagram live as you drag it.</source>
        <translation>Mit der rechten Maustaste auf eine Kenngröße in den Eigenschaften klicken und „An Regler anheften“ wählen: Ihr Schieberegler berechnet das Diagramm beim Ziehen live neu.</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Berechnung …</translation>
    </message>
</context>
</TS>
