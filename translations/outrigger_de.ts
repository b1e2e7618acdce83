<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CommandLine</name>
    <message>
        <source>Outrigger: the workbench for a Maui-style batch scheduler.</source>
        <translation>Outrigger: die Werkbank für einen Batch-Scheduler im Stil von Maui.</translation>
    </message>
    <message>
        <source>A maui.cfg to open (default: the demo configuration).</source>
        <translation>Eine zu öffnende maui.cfg (Vorgabe: die Demo-Konfiguration).</translation>
    </message>
    <message>
        <source>Give at most one file.</source>
        <translation>Höchstens eine Datei angeben.</translation>
    </message>
</context>
<context>
    <name>ConfigArea</name>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Fairshare</source>
        <translation>Fairshare</translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation>Drosselung</translation>
    </message>
    <message>
        <source>Reservations</source>
        <translation>Reservierungen</translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation>Backfill</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>SetConfigTextCommand</name>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
</context>
<context>
    <name>ValueKind</name>
    <message>
        <source>integer</source>
        <translation>Ganzzahl</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>duration [[[DD:]HH:]MM:]SS or INFINITY</source>
        <translation>Dauer [[[TT:]HH:]MM:]SS oder INFINITY</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>wahr oder falsch</translation>
    </message>
    <message>
        <source>one of a fixed set</source>
        <translation>ein Wert aus einer festen Auswahl</translation>
    </message>
    <message>
        <source>list separated by , | or :</source>
        <translation>Liste, getrennt durch , | oder :</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>limit [soft,]hard</source>
        <translation>Grenze [weich,]hart</translation>
    </message>
    <message>
        <source>fairshare target N, N+, N-, N^ or N%</source>
        <translation>Fairshare-Ziel N, N+, N-, N^ oder N%</translation>
    </message>
    <message>
        <source>resources NAME:VALUE;...</source>
        <translation>Ressourcen NAME:WERT;...</translation>
    </message>
    <message>
        <source>TYPE:NAME</source>
        <translation>TYP:NAME</translation>
    </message>
    <message>
        <source>access list (marks ! * + - =)</source>
        <translation>Zugriffsliste (Markierungen ! * + - =)</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ConfigDelegate</name>
    <message>
        <source>[[[DD:]HH:]MM:]SS or INFINITY</source>
        <translation>[[[TT:]HH:]MM:]SS oder INFINITY</translation>
    </message>
    <message>
        <source>Value of %1</source>
        <translation>Wert von %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ConfigModel</name>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnosen</translation>
    </message>
    <message>
        <source>Not a parameter Outrigger knows; the line is kept as written.</source>
        <translation>Kein Parameter, den Outrigger kennt; die Zeile bleibt unverändert erhalten.</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Wert: %1</translation>
    </message>
    <message>
        <source>Accepted: %1</source>
        <translation>Zulässig: %1</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ConfigPanel</name>
    <message>
        <source>Line %1, column %2: %3: %4</source>
        <translation>Zeile %1, Spalte %2: %3: %4</translation>
    </message>
    <message>
        <source>(did you mean %1?)</source>
        <translation>(meinten Sie %1?)</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Diagnostics (%n)</source>
        <translation>
            <numerusform>&amp;Diagnosen (%n)</numerusform>
            <numerusform>&amp;Diagnosen (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Configuration parameters</source>
        <translation>Konfigurationsparameter</translation>
    </message>
    <message>
        <source>Configuration diagnostics</source>
        <translation>Diagnosen der Konfiguration</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::MainWindow</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The configuration has unsaved changes. Save them before closing?</source>
        <translation>Die Konfiguration hat ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>About Outrigger</source>
        <translation>Über Outrigger</translation>
    </message>
    <message>
        <source>Outrigger %1
A workbench for a Maui-style batch scheduler.</source>
        <translation>Outrigger %1
Eine Werkbank für einen Batch-Scheduler im Stil von Maui.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Demo Configuration</source>
        <translation>&amp;Demo-Konfiguration öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Add Parameter...</source>
        <translation>Parameter &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;About Outrigger</source>
        <translation>Ü&amp;ber Outrigger</translation>
    </message>
    <message>
        <source>Changes apply immediately</source>
        <translation>Änderungen gelten sofort</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] - Outrigger</source>
        <translation>%1[*] - Outrigger</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Demo configuration</source>
        <translation>Demo-Konfiguration</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open Configuration</source>
        <translation>Konfiguration öffnen</translation>
    </message>
    <message>
        <source>Maui configuration (*.cfg);;All files (*)</source>
        <translation>Maui-Konfiguration (*.cfg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Configuration</source>
        <translation>Konfiguration speichern</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Add Parameter</source>
        <translation>Parameter hinzufügen</translation>
    </message>
    <message>
        <source>Parameter:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <source>Index of %1:</source>
        <translation>Index von %1:</translation>
    </message>
    <message>
        <source>Attribute (NAME=VALUE):</source>
        <translation>Attribut (NAME=WERT):</translation>
    </message>
    <message>
        <source>Value of %1:</source>
        <translation>Wert von %1:</translation>
    </message>
</context>
</TS>
