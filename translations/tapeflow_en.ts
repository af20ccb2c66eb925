<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n cartridge change(s).</source>
        <translation>
            <numerusform>%n cartridge change.</numerusform>
            <numerusform>%n cartridge changes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message numerus="yes">
        <source>Calibrate %n figure(s)</source>
        <translation>
            <numerusform>Calibrate %n figure</numerusform>
            <numerusform>Calibrate %n figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n node(s)</source>
        <translation>
            <numerusform>Move %n node</numerusform>
            <numerusform>Move %n nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::AdvisorDock</name>
    <message numerus="yes">
        <source>%n change(s) checked by a solve each; best first.</source>
        <translation>
            <numerusform>%n change checked by a solve; best first.</numerusform>
            <numerusform>%n changes checked by a solve each; best first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::CalibrationDialog</name>
    <message numerus="yes">
        <source>%n figure(s) free; fitted to %1.</source>
        <translation>
            <numerusform>%n figure free; fitted to %1.</numerusform>
            <numerusform>%n figures free; fitted to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <translation>
            <numerusform>%n measurement</numerusform>
            <numerusform>%n measurements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ColumnMappingDialog</name>
    <message numerus="yes">
        <source>Ready: %n measurement(s) will be added as one step.</source>
        <translation>
            <numerusform>Ready: %n measurement will be added as one step.</numerusform>
            <numerusform>Ready: %n measurements will be added as one step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the file: fix it, or choose other columns.</source>
        <translation>
            <numerusform>%n problem in the file: fix it, or choose other columns.</numerusform>
            <numerusform>%n problems in the file: fix it, or choose other columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %n measurement(s)</source>
        <translation>
            <numerusform>Import %n measurement</numerusform>
            <numerusform>Import %n measurements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::EditController</name>
    <message numerus="yes">
        <source>Delete %n item(s)</source>
        <translation>
            <numerusform>Delete %n item</numerusform>
            <numerusform>Delete %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n node(s)</source>
        <translation>
            <numerusform>Copied %n node</numerusform>
            <numerusform>Copied %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s)</source>
        <translation>
            <numerusform>%1: %n node</numerusform>
            <numerusform>%1: %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n more like %1</source>
        <translation>
            <numerusform>Add %n more like %1</numerusform>
            <numerusform>Add %n more like %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::InspectorDock</name>
    <message numerus="yes">
        <source>calibrated %1 from %n measurement(s)</source>
        <translation>
            <numerusform>calibrated %1 from %n measurement</numerusform>
            <numerusform>calibrated %1 from %n measurements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items selected</source>
        <translation>
            <numerusform>%n item selected</numerusform>
            <numerusform>%n items selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::MainWindow</name>
    <message numerus="yes">
        <source>The component catalog has %n problem(s); documents that use an entry left out will not open</source>
        <translation>
            <numerusform>The component catalog has %n problem; documents that use an entry left out will not open</numerusform>
            <numerusform>The component catalog has %n problems; documents that use an entry left out will not open</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next report shows %n sweep(s).</source>
        <translation>
            <numerusform>The next report shows %n sweep.</numerusform>
            <numerusform>The next report shows %n sweeps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::MeasurementsDock</name>
    <message numerus="yes">
        <source>Import %n measurement(s)</source>
        <translation>
            <numerusform>Import %n measurement</numerusform>
            <numerusform>Import %n measurements</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::ScenariosDock</name>
    <message numerus="yes">
        <source>Solving the base and %n scenario(s)…</source>
        <translation>
            <numerusform>Solving the base and %n scenario…</numerusform>
            <numerusform>Solving the base and %n scenarios…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compared %n scenario(s) with the base.</source>
        <translation>
            <numerusform>Compared %n scenario with the base.</numerusform>
            <numerusform>Compared %n scenarios with the base.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::SetUpDialog</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n backup job(s)</source>
        <translation>
            <numerusform>%n backup job</numerusform>
            <numerusform>%n backup jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::SiteImportDialog</name>
    <message numerus="yes">
        <source>Job history: %n job(s) read</source>
        <translation>
            <numerusform>Job history: %n job read</numerusform>
            <numerusform>Job history: %n jobs read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n imported job(s) sized from it.</source>
        <translation>
            <numerusform>; %n imported job sized from it.</numerusform>
            <numerusform>; %n imported jobs sized from it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tapeflow::editor::SweepDock</name>
    <message numerus="yes">
        <source>%n point(s) solved.</source>
        <translation>
            <numerusform>%n point solved.</numerusform>
            <numerusform>%n points solved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
