<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ChartExportText</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Source: %1 · Configuration: %2 · Exported: %3</source>
        <translation>Quelle: %1 · Konfiguration: %2 · Exportiert: %3</translation>
    </message>
    <message>
        <source>Cannot write %1 as a PNG image</source>
        <translation>%1 kann nicht als PNG-Bild geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot write %1 as a PDF document</source>
        <translation>%1 kann nicht als PDF-Dokument geschrieben werden</translation>
    </message>
</context>
<context>
    <name>CheckjobWords</name>
    <message>
        <source>Idle: waiting to be scheduled</source>
        <translation>Wartend: wartet auf die Einplanung</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Rejected: it can never run under this configuration</source>
        <translation>Abgewiesen: kann unter dieser Konfiguration nie laufen</translation>
    </message>
    <message>
        <source>Not submitted yet</source>
        <translation>Noch nicht eingereicht</translation>
    </message>
    <message>
        <source>The percentages are shares of the final priority. %1 lowers it, so the other parts add up to more than 100 %.</source>
        <translation>Die Prozentwerte sind Anteile an der endgültigen Priorität. %1 senkt sie, daher ergeben die anderen Teile zusammen mehr als 100 %.</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>Job %1: %2</translation>
    </message>
    <message>
        <source>User %1, group %2, account %3, class %4, QOS %5.</source>
        <translation>Benutzer %1, Gruppe %2, Konto %3, Klasse %4, QOS %5.</translation>
    </message>
    <message>
        <source>Asks for %L1 processors in %L2 tasks for at most %3.</source>
        <translation>Fordert %L1 Prozessoren in %L2 Tasks für höchstens %3 an.</translation>
    </message>
    <message>
        <source>Submitted %1.</source>
        <translation>Eingereicht %1.</translation>
    </message>
    <message>
        <source>Ran from %1 to %2.</source>
        <translation>Lief von %1 bis %2.</translation>
    </message>
    <message>
        <source>Started %1%2.</source>
        <translation>Gestartet %1%2.</translation>
    </message>
    <message>
        <source>, by backfill</source>
        <translation>, durch Backfill</translation>
    </message>
    <message>
        <source>Queue time counted for priority: %1 (JOBPRIOACCRUALPOLICY decides when it runs).</source>
        <translation>Für die Priorität gezählte Wartezeit: %1 (JOBPRIOACCRUALPOLICY bestimmt, wann sie läuft).</translation>
    </message>
    <message>
        <source>Reserved to start %1 on %L2 nodes, until %3.</source>
        <translation>Reserviert für den Start %1 auf %L2 Knoten, bis %3.</translation>
    </message>
    <message>
        <source>Why it waits:</source>
        <translation>Warum er wartet:</translation>
    </message>
    <message>
        <source>Priority %L1 (computed %L2):</source>
        <translation>Priorität %L1 (berechnet %L2):</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Outrigger: the workbench for a Maui-style batch scheduler.</source>
        <translation>Outrigger: die Werkbank für einen Batch-Scheduler im Stil von Maui.</translation>
    </message>
    <message>
        <source>Give at most one file.</source>
        <translation>Höchstens eine Datei angeben.</translation>
    </message>
    <message>
        <source>A maui.cfg to open (default: the demo configuration with its simulated cluster).</source>
        <translation>Eine zu öffnende maui.cfg (Vorgabe: die Demo-Konfiguration mit ihrem simulierten Cluster).</translation>
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
    <name>ConfigCatalogue</name>
    <message>
        <source>A Maui parameter that Outrigger recognises and keeps but does not use.</source>
        <translation>Ein Maui-Parameter, den Outrigger erkennt und behält, aber nicht verwendet.</translation>
    </message>
    <message>
        <source>A standing reservation: resources set aside on a daily, weekly or permanent schedule for the jobs its access list admits.</source>
        <translation>Eine stehende Reservierung: Ressourcen, die täglich, wöchentlich oder dauerhaft für die Jobs freigehalten werden, die ihre Zugriffsliste zulässt.</translation>
    </message>
    <message>
        <source>Account charged for the idle cycles inside the reservation.</source>
        <translation>Konto, dem die ungenutzten Zyklen innerhalb der Reservierung belastet werden.</translation>
    </message>
    <message>
        <source>Accounts whose jobs may use the reserved resources.</source>
        <translation>Konten, deren Jobs die reservierten Ressourcen nutzen dürfen.</translation>
    </message>
    <message>
        <source>Active limit on jobs of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Grenze für laufende Jobs (Anzahl der Jobs), geschrieben [weich,]hart; ein Index wie [USER] oder [USER:name] wendet sie je Credential an.</translation>
    </message>
    <message>
        <source>Active limit on memory (MB) of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Grenze für laufende Jobs (Speicher in MB), geschrieben [weich,]hart; ein Index wie [USER] oder [USER:name] wendet sie je Credential an.</translation>
    </message>
    <message>
        <source>Active limit on nodes of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Grenze für laufende Jobs (Knoten), geschrieben [weich,]hart; ein Index wie [USER] oder [USER:name] wendet sie je Credential an.</translation>
    </message>
    <message>
        <source>Active limit on outstanding processor-seconds of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Grenze für laufende Jobs (ausstehende Prozessorsekunden), geschrieben [weich,]hart; ein Index wie [USER] oder [USER:name] wendet sie je Credential an.</translation>
    </message>
    <message>
        <source>Active limit on outstanding wallclock seconds of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Grenze für laufende Jobs (ausstehende Wallclock-Sekunden), geschrieben [weich,]hart; ein Index wie [USER] oder [USER:name] wendet sie je Credential an.</translation>
    </message>
    <message>
        <source>Active limit on processor equivalents of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Grenze für laufende Jobs (Prozessoräquivalente), geschrieben [weich,]hart; ein Index wie [USER] oder [USER:name] wendet sie je Credential an.</translation>
    </message>
    <message>
        <source>Active limit on processors of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Grenze für laufende Jobs (Prozessoren), geschrieben [weich,]hart; ein Index wie [USER] oder [USER:name] wendet sie je Credential an.</translation>
    </message>
    <message>
        <source>Added to QUEUETIMEWEIGHT for jobs of this QOS.</source>
        <translation>Wird für Jobs dieser QOS zu QUEUETIMEWEIGHT addiert.</translation>
    </message>
    <message>
        <source>Added to XFACTORWEIGHT for jobs of this QOS.</source>
        <translation>Wird für Jobs dieser QOS zu XFACTORWEIGHT addiert.</translation>
    </message>
    <message>
        <source>Administrative state of the node.</source>
        <translation>Administrativer Zustand des Knotens.</translation>
    </message>
    <message>
        <source>After a job ends, freed processors serve only jobs of at least this many processors for BFCHUNKDURATION.</source>
        <translation>Nach dem Ende eines Jobs dienen freigewordene Prozessoren für die Dauer BFCHUNKDURATION nur Jobs mit mindestens so vielen Prozessoren.</translation>
    </message>
    <message>
        <source>Allow job priorities below zero; otherwise a negative priority is raised to one.</source>
        <translation>Job-Prioritäten unter null erlauben; andernfalls wird eine negative Priorität auf eins angehoben.</translation>
    </message>
    <message>
        <source>Attributes of a node or of every node of a host range: partition, features, resources, priority, speed, state and position.</source>
        <translation>Attribute eines Knotens oder aller Knoten eines Hostbereichs: Partition, Merkmale, Ressourcen, Priorität, Geschwindigkeit, Zustand und Position.</translation>
    </message>
    <message>
        <source>Classes whose jobs may use the reserved resources.</source>
        <translation>Klassen, deren Jobs die reservierten Ressourcen nutzen dürfen.</translation>
    </message>
    <message>
        <source>Days of the week on which the reservation is active.</source>
        <translation>Wochentage, an denen die Reservierung aktiv ist.</translation>
    </message>
    <message>
        <source>Directory that holds the fairshare usage files.</source>
        <translation>Verzeichnis mit den Fairshare-Nutzungsdateien.</translation>
    </message>
    <message>
        <source>Event triggers, a Moab 4 feature that Maui never had.</source>
        <translation>Ereignis-Trigger, eine Funktion von Moab 4, die Maui nie hatte.</translation>
    </message>
    <message>
        <source>Expansion factor target of jobs of this QOS.</source>
        <translation>Ziel für den Expansionsfaktor der Jobs dieser QOS.</translation>
    </message>
    <message>
        <source>Expansion factor target of the QOS named in the index; the same as QOSCFG[qos] XFTARGET.</source>
        <translation>Ziel für den Expansionsfaktor der im Index genannten QOS; dasselbe wie QOSCFG[qos] XFTARGET.</translation>
    </message>
    <message>
        <source>Fairshare target: N a target, N+ a floor, N- a ceiling, N^ an absolute cap, N% a cap relative to the total.</source>
        <translation>Fairshare-Ziel: N ein Ziel, N+ eine Untergrenze, N- eine Obergrenze, N^ eine absolute Kappung, N% eine Kappung relativ zur Gesamtnutzung.</translation>
    </message>
    <message>
        <source>Features every reserved node must have.</source>
        <translation>Merkmale, die jeder reservierte Knoten haben muss.</translation>
    </message>
    <message>
        <source>Features of the node that jobs and reservations may require.</source>
        <translation>Merkmale des Knotens, die Jobs und Reservierungen verlangen können.</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on jobs.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für laufende Jobs (Anzahl der Jobs).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on memory (MB).</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für laufende Jobs (Speicher in MB).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on nodes.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für laufende Jobs (Knoten).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on outstanding processor-seconds.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für laufende Jobs (ausstehende Prozessorsekunden).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on outstanding wallclock seconds.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für laufende Jobs (ausstehende Wallclock-Sekunden).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on processor equivalents.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für laufende Jobs (Prozessoräquivalente).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on processors.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für laufende Jobs (Prozessoren).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on jobs.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für wartende Jobs (Anzahl der Jobs).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on memory (MB).</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für wartende Jobs (Speicher in MB).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on nodes.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für wartende Jobs (Knoten).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on outstanding processor-seconds.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für wartende Jobs (ausstehende Prozessorsekunden).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on outstanding wallclock seconds.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für wartende Jobs (ausstehende Wallclock-Sekunden).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on processor equivalents.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für wartende Jobs (Prozessoräquivalente).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on processors.</source>
        <translation>Ersetzt für Jobs dieser QOS die Grenzen der anderen Credentials für wartende Jobs (Prozessoren).</translation>
    </message>
    <message>
        <source>Generic resources of the node, written NAME:COUNT (gpu:2).</source>
        <translation>Generische Ressourcen des Knotens, geschrieben NAME:ANZAHL (gpu:2).</translation>
    </message>
    <message>
        <source>Groups whose jobs may use the reserved resources.</source>
        <translation>Gruppen, deren Jobs die reservierten Ressourcen nutzen dürfen.</translation>
    </message>
    <message>
        <source>Host of the Maui server; kept for reference, Outrigger&apos;s service address is set elsewhere.</source>
        <translation>Host des Maui-Servers; zur Information behalten, die Dienstadresse von Outrigger wird anderswo festgelegt.</translation>
    </message>
    <message>
        <source>Hosts or host expressions the reservation takes its resources from.</source>
        <translation>Hosts oder Host-Ausdrücke, aus denen die Reservierung ihre Ressourcen nimmt.</translation>
    </message>
    <message>
        <source>How long freed resources are kept for jobs of at least BFCHUNKSIZE processors.</source>
        <translation>Wie lange freigewordene Ressourcen für Jobs mit mindestens BFCHUNKSIZE Prozessoren freigehalten werden.</translation>
    </message>
    <message>
        <source>How lower priority jobs are started in the gaps without delaying reserved jobs.</source>
        <translation>Wie Jobs niedrigerer Priorität in Lücken gestartet werden, ohne reservierte Jobs zu verzögern.</translation>
    </message>
    <message>
        <source>How many blocked top priority jobs of the QOS group in the index get a job reservation.</source>
        <translation>Wie viele blockierte Jobs höchster Priorität der QOS-Gruppe im Index eine Job-Reservierung erhalten.</translation>
    </message>
    <message>
        <source>How many idle jobs backfill considers; 0 means all of them.</source>
        <translation>Wie viele wartende Jobs Backfill betrachtet; 0 bedeutet alle.</translation>
    </message>
    <message>
        <source>How many periods ahead reservations are made.</source>
        <translation>Für wie viele Perioden im Voraus Reservierungen angelegt werden.</translation>
    </message>
    <message>
        <source>How often the reservation repeats: daily, weekly or never (permanent).</source>
        <translation>Wie oft sich die Reservierung wiederholt: täglich, wöchentlich oder nie (dauerhaft).</translation>
    </message>
    <message>
        <source>Idle limit on jobs of jobs eligible to be scheduled.</source>
        <translation>Grenze für einplanbare wartende Jobs (Anzahl der Jobs).</translation>
    </message>
    <message>
        <source>Idle limit on memory (MB) of jobs eligible to be scheduled.</source>
        <translation>Grenze für einplanbare wartende Jobs (Speicher in MB).</translation>
    </message>
    <message>
        <source>Idle limit on nodes of jobs eligible to be scheduled.</source>
        <translation>Grenze für einplanbare wartende Jobs (Knoten).</translation>
    </message>
    <message>
        <source>Idle limit on outstanding processor-seconds of jobs eligible to be scheduled.</source>
        <translation>Grenze für einplanbare wartende Jobs (ausstehende Prozessorsekunden).</translation>
    </message>
    <message>
        <source>Idle limit on outstanding wallclock seconds of jobs eligible to be scheduled.</source>
        <translation>Grenze für einplanbare wartende Jobs (ausstehende Wallclock-Sekunden).</translation>
    </message>
    <message>
        <source>Idle limit on processor equivalents of jobs eligible to be scheduled.</source>
        <translation>Grenze für einplanbare wartende Jobs (Prozessoräquivalente).</translation>
    </message>
    <message>
        <source>Idle limit on processors of jobs eligible to be scheduled.</source>
        <translation>Grenze für einplanbare wartende Jobs (Prozessoren).</translation>
    </message>
    <message>
        <source>Job attributes that grant access to the reservation.</source>
        <translation>Job-Attribute, die Zugang zur Reservierung gewähren.</translation>
    </message>
    <message>
        <source>Largest contribution of the CRED component before its weight is applied; 0 means no cap.</source>
        <translation>Größter Beitrag der Komponente CRED, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest contribution of the FS component before its weight is applied; 0 means no cap.</source>
        <translation>Größter Beitrag der Komponente FS, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest contribution of the RES component before its weight is applied; 0 means no cap.</source>
        <translation>Größter Beitrag der Komponente RES, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest contribution of the SERV component before its weight is applied; 0 means no cap.</source>
        <translation>Größter Beitrag der Komponente SERV, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest contribution of the TARG component before its weight is applied; 0 means no cap.</source>
        <translation>Größter Beitrag der Komponente TARG, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest contribution of the USAGE component before its weight is applied; 0 means no cap.</source>
        <translation>Größter Beitrag der Komponente USAGE, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest number of nodes any single job may use.</source>
        <translation>Größte Anzahl Knoten, die ein einzelner Job nutzen darf.</translation>
    </message>
    <message>
        <source>Largest number of processors any single job may use.</source>
        <translation>Größte Anzahl Prozessoren, die ein einzelner Job nutzen darf.</translation>
    </message>
    <message>
        <source>Largest processor-seconds (processors times wallclock limit) any single job may request.</source>
        <translation>Größte Zahl Prozessorsekunden (Prozessoren mal Laufzeitgrenze), die ein einzelner Job anfordern darf.</translation>
    </message>
    <message>
        <source>Largest value of the ACCOUNT subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente ACCOUNT, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the BYPASS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente BYPASS, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the CLASS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente CLASS, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the CONS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente CONS, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the DISK subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente DISK, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the EXEC subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente EXEC, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the FSACCOUNT subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente FSACCOUNT, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the FSCLASS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente FSCLASS, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the FSGROUP subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente FSGROUP, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the FSQOS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente FSQOS, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the FSUSER subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente FSUSER, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the GROUP subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente GROUP, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the MEM subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente MEM, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the NODE subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente NODE, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the PE subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente PE, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the PERC subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente PERC, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the PROC subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente PROC, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the PS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente PS, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the QOS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente QOS, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the QTIME subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente QTIME, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the REM subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente REM, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the SWAP subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente SWAP, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the TQT subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente TQT, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the TXF subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente TXF, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the USER subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente USER, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the WALLTIME subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente WALLTIME, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Largest value of the XFCTR subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Größter Wert der Teilkomponente XFCTR, bevor ihr Gewicht angewandt wird; 0 bedeutet keine Obergrenze.</translation>
    </message>
    <message>
        <source>Length of one fairshare window.</source>
        <translation>Länge eines Fairshare-Fensters.</translation>
    </message>
    <message>
        <source>Local disk of the node in MB.</source>
        <translation>Lokale Festplatte des Knotens in MB.</translation>
    </message>
    <message>
        <source>Longest overlap a job may have with the reservation to be admitted by time alone.</source>
        <translation>Längste Überlappung, die ein Job mit der Reservierung haben darf, um allein nach der Zeit zugelassen zu werden.</translation>
    </message>
    <message>
        <source>Longest wallclock limit a single job may request.</source>
        <translation>Längste Laufzeitgrenze, die ein einzelner Job anfordern darf.</translation>
    </message>
    <message>
        <source>Longest wallclock limit any single job may request.</source>
        <translation>Längste Laufzeitgrenze, die irgendein einzelner Job anfordern darf.</translation>
    </message>
    <message>
        <source>Maui 3.2 form of MAXJOB[USER]: jobs per user.</source>
        <translation>Maui-3.2-Form von MAXJOB[USER]: Jobs je Benutzer.</translation>
    </message>
    <message>
        <source>Maui 3.2 form of MAXNODE[USER]: nodes per user.</source>
        <translation>Maui-3.2-Form von MAXNODE[USER]: Knoten je Benutzer.</translation>
    </message>
    <message>
        <source>Maui 3.2 form of MAXPROC[USER]: processors per user.</source>
        <translation>Maui-3.2-Form von MAXPROC[USER]: Prozessoren je Benutzer.</translation>
    </message>
    <message>
        <source>Maui 3.2 week offset of the end (D:HH:MM:SS, day 0 Sunday); the same as ENDTIME with PERIOD=WEEK.</source>
        <translation>Wochenversatz des Endes in Maui 3.2 (T:HH:MM:SS, Tag 0 = Sonntag); dasselbe wie ENDTIME mit PERIOD=WEEK.</translation>
    </message>
    <message>
        <source>Maui 3.2 week offset of the start (D:HH:MM:SS, day 0 Sunday); the same as STARTTIME with PERIOD=WEEK.</source>
        <translation>Wochenversatz des Beginns in Maui 3.2 (T:HH:MM:SS, Tag 0 = Sonntag); dasselbe wie STARTTIME mit PERIOD=WEEK.</translation>
    </message>
    <message>
        <source>Maui&apos;s per-node job limit; kept, not used by Outrigger.</source>
        <translation>Job-Grenze je Knoten in Maui; behalten, von Outrigger nicht verwendet.</translation>
    </message>
    <message>
        <source>Maui&apos;s per-node load limit; kept, not used by Outrigger.</source>
        <translation>Lastgrenze je Knoten in Maui; behalten, von Outrigger nicht verwendet.</translation>
    </message>
    <message>
        <source>Minimum number of tasks each reserved node must hold.</source>
        <translation>Mindestzahl der Tasks, die jeder reservierte Knoten aufnehmen muss.</translation>
    </message>
    <message>
        <source>Most nodes a single job may request.</source>
        <translation>Höchstzahl Knoten, die ein einzelner Job anfordern darf.</translation>
    </message>
    <message>
        <source>Most processor-seconds a single job may request.</source>
        <translation>Höchstzahl Prozessorsekunden, die ein einzelner Job anfordern darf.</translation>
    </message>
    <message>
        <source>Most processors a single job may request.</source>
        <translation>Höchstzahl Prozessoren, die ein einzelner Job anfordern darf.</translation>
    </message>
    <message>
        <source>Node priority used by NODEALLOCATIONPOLICY PRIORITY.</source>
        <translation>Knotenpriorität für NODEALLOCATIONPOLICY PRIORITY.</translation>
    </message>
    <message>
        <source>Number of fairshare windows that count towards usage.</source>
        <translation>Anzahl der Fairshare-Fenster, die zur Nutzung zählen.</translation>
    </message>
    <message>
        <source>Number of processors of the node.</source>
        <translation>Anzahl der Prozessoren des Knotens.</translation>
    </message>
    <message>
        <source>Number of tasks to reserve; 0 reserves every listed host whole.</source>
        <translation>Anzahl zu reservierender Tasks; 0 reserviert jeden aufgeführten Host vollständig.</translation>
    </message>
    <message>
        <source>Partition given to this credential&apos;s jobs by default.</source>
        <translation>Partition, die den Jobs dieses Credentials standardmäßig zugewiesen wird.</translation>
    </message>
    <message>
        <source>Partition the node belongs to.</source>
        <translation>Partition, zu der der Knoten gehört.</translation>
    </message>
    <message>
        <source>Partition the reservation takes its resources from.</source>
        <translation>Partition, aus der die Reservierung ihre Ressourcen nimmt.</translation>
    </message>
    <message>
        <source>Partitions this credential&apos;s jobs may use.</source>
        <translation>Partitionen, die die Jobs dieses Credentials nutzen dürfen.</translation>
    </message>
    <message>
        <source>Port of the Maui server; kept for reference, Outrigger&apos;s service address is set elsewhere.</source>
        <translation>Port des Maui-Servers; zur Information behalten, die Dienstadresse von Outrigger wird anderswo festgelegt.</translation>
    </message>
    <message>
        <source>Priority added to every job of this credential.</source>
        <translation>Priorität, die jedem Job dieses Credentials hinzugefügt wird.</translation>
    </message>
    <message>
        <source>Priority of the reservation when resources are contended.</source>
        <translation>Priorität der Reservierung, wenn Ressourcen umkämpft sind.</translation>
    </message>
    <message>
        <source>Priority, fairshare target and limits of a class or queue (or DEFAULT).</source>
        <translation>Priorität, Fairshare-Ziel und Grenzen einer Klasse oder Warteschlange (oder DEFAULT).</translation>
    </message>
    <message>
        <source>Priority, fairshare target and limits of a group (or DEFAULT).</source>
        <translation>Priorität, Fairshare-Ziel und Grenzen einer Gruppe (oder DEFAULT).</translation>
    </message>
    <message>
        <source>Priority, fairshare target and limits of a user (or DEFAULT).</source>
        <translation>Priorität, Fairshare-Ziel und Grenzen eines Benutzers (oder DEFAULT).</translation>
    </message>
    <message>
        <source>Priority, fairshare target and limits of an account (or DEFAULT).</source>
        <translation>Priorität, Fairshare-Ziel und Grenzen eines Kontos (oder DEFAULT).</translation>
    </message>
    <message>
        <source>Priority, fairshare target, service targets, limits and limit overrides of a QOS (or DEFAULT).</source>
        <translation>Priorität, Fairshare-Ziel, Serviceziele, Grenzen und Grenzübersteuerungen einer QOS (oder DEFAULT).</translation>
    </message>
    <message>
        <source>QOS given to this credential&apos;s jobs that request none.</source>
        <translation>QOS für Jobs dieses Credentials, die keine anfordern.</translation>
    </message>
    <message>
        <source>QOS names this credential&apos;s jobs may request.</source>
        <translation>QOS-Namen, die Jobs dieses Credentials anfordern dürfen.</translation>
    </message>
    <message>
        <source>QOS names whose jobs may use the reserved resources.</source>
        <translation>QOS-Namen, deren Jobs die reservierten Ressourcen nutzen dürfen.</translation>
    </message>
    <message>
        <source>Queue time target of jobs of this QOS.</source>
        <translation>Wartezeitziel der Jobs dieser QOS.</translation>
    </message>
    <message>
        <source>Queue time target of the QOS named in the index; the same as QOSCFG[qos] QTTARGET.</source>
        <translation>Wartezeitziel der im Index genannten QOS; dasselbe wie QOSCFG[qos] QTTARGET.</translation>
    </message>
    <message>
        <source>Rack number of the node, for contiguous placement.</source>
        <translation>Racknummer des Knotens, für zusammenhängende Platzierung.</translation>
    </message>
    <message>
        <source>Real memory of the node in MB.</source>
        <translation>Physischer Speicher des Knotens in MB.</translation>
    </message>
    <message>
        <source>Relative speed of the node.</source>
        <translation>Relative Geschwindigkeit des Knotens.</translation>
    </message>
    <message>
        <source>Resources of one reserved task; PROCS=-1 means every processor of the node.</source>
        <translation>Ressourcen eines reservierten Tasks; PROCS=-1 bedeutet alle Prozessoren des Knotens.</translation>
    </message>
    <message>
        <source>Retired in Maui 3.2.6: use a required TIMELIMIT (a trailing *) instead.</source>
        <translation>Seit Maui 3.2.6 entfallen: stattdessen ein verpflichtendes TIMELIMIT (mit nachgestelltem *) verwenden.</translation>
    </message>
    <message>
        <source>SHARED lets the reservation use resources other non-job reservations hold; DEDICATED does not.</source>
        <translation>SHARED erlaubt der Reservierung, Ressourcen anderer Nicht-Job-Reservierungen zu nutzen; DEDICATED nicht.</translation>
    </message>
    <message>
        <source>Slot of the node within its rack.</source>
        <translation>Steckplatz des Knotens in seinem Rack.</translation>
    </message>
    <message>
        <source>Smallest wallclock limit used in the expansion factor, so very short jobs cannot make their XFactor huge.</source>
        <translation>Kleinste Laufzeitgrenze im Expansionsfaktor, damit sehr kurze Jobs ihren XFactor nicht riesig machen können.</translation>
    </message>
    <message>
        <source>Special reservation behaviours.</source>
        <translation>Besondere Verhaltensweisen der Reservierung.</translation>
    </message>
    <message>
        <source>System-wide active and idle limits and per-job limits.</source>
        <translation>Systemweite Grenzen für laufende und wartende Jobs sowie Grenzen je Job.</translation>
    </message>
    <message>
        <source>The QOS names that share the reservation depth of the same index; empty means every QOS.</source>
        <translation>Die QOS-Namen, die sich die Reservierungstiefe desselben Index teilen; leer bedeutet jede QOS.</translation>
    </message>
    <message>
        <source>The credential that owns the reservation, written TYPE:NAME.</source>
        <translation>Das Credential, dem die Reservierung gehört, geschrieben TYP:NAME.</translation>
    </message>
    <message>
        <source>The order in which equally suitable nodes are given to a job.</source>
        <translation>Die Reihenfolge, in der gleich geeignete Knoten einem Job zugeteilt werden.</translation>
    </message>
    <message>
        <source>The site&apos;s time zone (an IANA name) for midnight, DAYS and week offsets; UTC when not set.</source>
        <translation>Die Zeitzone des Standorts (ein IANA-Name) für Mitternacht, DAYS und Wochenversätze; UTC, wenn nicht gesetzt.</translation>
    </message>
    <message>
        <source>Time between scheduling iterations when nothing else wakes the scheduler.</source>
        <translation>Zeit zwischen Scheduling-Durchläufen, wenn nichts anderes den Scheduler weckt.</translation>
    </message>
    <message>
        <source>Time of day (or offset in the week for PERIOD=WEEK) at which the reservation ends.</source>
        <translation>Tageszeit (oder Versatz in der Woche bei PERIOD=WEEK), zu der die Reservierung endet.</translation>
    </message>
    <message>
        <source>Time of day (or offset in the week for PERIOD=WEEK, day 0 Sunday) at which the reservation starts.</source>
        <translation>Tageszeit (oder Versatz in der Woche bei PERIOD=WEEK, Tag 0 = Sonntag), zu der die Reservierung beginnt.</translation>
    </message>
    <message>
        <source>Users who may change jobs and reservations but not the configuration.</source>
        <translation>Benutzer, die Jobs und Reservierungen ändern dürfen, aber nicht die Konfiguration.</translation>
    </message>
    <message>
        <source>Users who may run the information commands.</source>
        <translation>Benutzer, die die Informationsbefehle ausführen dürfen.</translation>
    </message>
    <message>
        <source>Users whose jobs may use the reserved resources.</source>
        <translation>Benutzer, deren Jobs die reservierten Ressourcen nutzen dürfen.</translation>
    </message>
    <message>
        <source>Users with full administrative rights.</source>
        <translation>Benutzer mit vollen Administrationsrechten.</translation>
    </message>
    <message>
        <source>Virtual memory of the node in MB.</source>
        <translation>Virtueller Speicher des Knotens in MB.</translation>
    </message>
    <message>
        <source>Weight of each older fairshare window relative to the next newer one (between 0 and 1).</source>
        <translation>Gewicht jedes älteren Fairshare-Fensters relativ zum nächstneueren (zwischen 0 und 1).</translation>
    </message>
    <message>
        <source>Weight of the ACCOUNT subcomponent within the CRED priority component.</source>
        <translation>Gewicht der Teilkomponente ACCOUNT innerhalb der Prioritätskomponente CRED.</translation>
    </message>
    <message>
        <source>Weight of the BYPASS subcomponent within the SERV priority component.</source>
        <translation>Gewicht der Teilkomponente BYPASS innerhalb der Prioritätskomponente SERV.</translation>
    </message>
    <message>
        <source>Weight of the CLASS subcomponent within the CRED priority component.</source>
        <translation>Gewicht der Teilkomponente CLASS innerhalb der Prioritätskomponente CRED.</translation>
    </message>
    <message>
        <source>Weight of the CONS subcomponent within the USAGE priority component.</source>
        <translation>Gewicht der Teilkomponente CONS innerhalb der Prioritätskomponente USAGE.</translation>
    </message>
    <message>
        <source>Weight of the CRED priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Gewicht der Prioritätskomponente CRED: die Summe ihrer Teilkomponenten wird mit diesem Wert multipliziert.</translation>
    </message>
    <message>
        <source>Weight of the DISK subcomponent within the RES priority component.</source>
        <translation>Gewicht der Teilkomponente DISK innerhalb der Prioritätskomponente RES.</translation>
    </message>
    <message>
        <source>Weight of the EXEC subcomponent within the USAGE priority component.</source>
        <translation>Gewicht der Teilkomponente EXEC innerhalb der Prioritätskomponente USAGE.</translation>
    </message>
    <message>
        <source>Weight of the FS priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Gewicht der Prioritätskomponente FS: die Summe ihrer Teilkomponenten wird mit diesem Wert multipliziert.</translation>
    </message>
    <message>
        <source>Weight of the FSACCOUNT subcomponent within the FS priority component.</source>
        <translation>Gewicht der Teilkomponente FSACCOUNT innerhalb der Prioritätskomponente FS.</translation>
    </message>
    <message>
        <source>Weight of the FSCLASS subcomponent within the FS priority component.</source>
        <translation>Gewicht der Teilkomponente FSCLASS innerhalb der Prioritätskomponente FS.</translation>
    </message>
    <message>
        <source>Weight of the FSGROUP subcomponent within the FS priority component.</source>
        <translation>Gewicht der Teilkomponente FSGROUP innerhalb der Prioritätskomponente FS.</translation>
    </message>
    <message>
        <source>Weight of the FSQOS subcomponent within the FS priority component.</source>
        <translation>Gewicht der Teilkomponente FSQOS innerhalb der Prioritätskomponente FS.</translation>
    </message>
    <message>
        <source>Weight of the FSUSER subcomponent within the FS priority component.</source>
        <translation>Gewicht der Teilkomponente FSUSER innerhalb der Prioritätskomponente FS.</translation>
    </message>
    <message>
        <source>Weight of the GROUP subcomponent within the CRED priority component.</source>
        <translation>Gewicht der Teilkomponente GROUP innerhalb der Prioritätskomponente CRED.</translation>
    </message>
    <message>
        <source>Weight of the MEM subcomponent within the RES priority component.</source>
        <translation>Gewicht der Teilkomponente MEM innerhalb der Prioritätskomponente RES.</translation>
    </message>
    <message>
        <source>Weight of the NODE subcomponent within the RES priority component.</source>
        <translation>Gewicht der Teilkomponente NODE innerhalb der Prioritätskomponente RES.</translation>
    </message>
    <message>
        <source>Weight of the PE subcomponent within the RES priority component.</source>
        <translation>Gewicht der Teilkomponente PE innerhalb der Prioritätskomponente RES.</translation>
    </message>
    <message>
        <source>Weight of the PERC subcomponent within the USAGE priority component.</source>
        <translation>Gewicht der Teilkomponente PERC innerhalb der Prioritätskomponente USAGE.</translation>
    </message>
    <message>
        <source>Weight of the PROC subcomponent within the RES priority component.</source>
        <translation>Gewicht der Teilkomponente PROC innerhalb der Prioritätskomponente RES.</translation>
    </message>
    <message>
        <source>Weight of the PS subcomponent within the RES priority component.</source>
        <translation>Gewicht der Teilkomponente PS innerhalb der Prioritätskomponente RES.</translation>
    </message>
    <message>
        <source>Weight of the QOS subcomponent within the CRED priority component.</source>
        <translation>Gewicht der Teilkomponente QOS innerhalb der Prioritätskomponente CRED.</translation>
    </message>
    <message>
        <source>Weight of the QTIME subcomponent within the SERV priority component.</source>
        <translation>Gewicht der Teilkomponente QTIME innerhalb der Prioritätskomponente SERV.</translation>
    </message>
    <message>
        <source>Weight of the REM subcomponent within the USAGE priority component.</source>
        <translation>Gewicht der Teilkomponente REM innerhalb der Prioritätskomponente USAGE.</translation>
    </message>
    <message>
        <source>Weight of the RES priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Gewicht der Prioritätskomponente RES: die Summe ihrer Teilkomponenten wird mit diesem Wert multipliziert.</translation>
    </message>
    <message>
        <source>Weight of the SERV priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Gewicht der Prioritätskomponente SERV: die Summe ihrer Teilkomponenten wird mit diesem Wert multipliziert.</translation>
    </message>
    <message>
        <source>Weight of the SWAP subcomponent within the RES priority component.</source>
        <translation>Gewicht der Teilkomponente SWAP innerhalb der Prioritätskomponente RES.</translation>
    </message>
    <message>
        <source>Weight of the TARG priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Gewicht der Prioritätskomponente TARG: die Summe ihrer Teilkomponenten wird mit diesem Wert multipliziert.</translation>
    </message>
    <message>
        <source>Weight of the TQT subcomponent within the TARG priority component.</source>
        <translation>Gewicht der Teilkomponente TQT innerhalb der Prioritätskomponente TARG.</translation>
    </message>
    <message>
        <source>Weight of the TXF subcomponent within the TARG priority component.</source>
        <translation>Gewicht der Teilkomponente TXF innerhalb der Prioritätskomponente TARG.</translation>
    </message>
    <message>
        <source>Weight of the USAGE priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Gewicht der Prioritätskomponente USAGE: die Summe ihrer Teilkomponenten wird mit diesem Wert multipliziert.</translation>
    </message>
    <message>
        <source>Weight of the USER subcomponent within the CRED priority component.</source>
        <translation>Gewicht der Teilkomponente USER innerhalb der Prioritätskomponente CRED.</translation>
    </message>
    <message>
        <source>Weight of the WALLTIME subcomponent within the RES priority component.</source>
        <translation>Gewicht der Teilkomponente WALLTIME innerhalb der Prioritätskomponente RES.</translation>
    </message>
    <message>
        <source>Weight of the XFCTR subcomponent within the SERV priority component.</source>
        <translation>Gewicht der Teilkomponente XFCTR innerhalb der Prioritätskomponente SERV.</translation>
    </message>
    <message>
        <source>What BESTFIT backfill maximises when it picks a job for a backfill window.</source>
        <translation>Was BESTFIT-Backfill maximiert, wenn es einen Job für ein Backfill-Fenster auswählt.</translation>
    </message>
    <message>
        <source>What fairshare usage measures: dedicated processor-seconds, dedicated processor-equivalent seconds or utilized processor-seconds. A trailing % makes targets relative to the total.</source>
        <translation>Was die Fairshare-Nutzung misst: zugeteilte Prozessorsekunden, zugeteilte Prozessoräquivalent-Sekunden oder genutzte Prozessorsekunden. Ein nachgestelltes % macht die Ziele relativ zur Gesamtnutzung.</translation>
    </message>
    <message>
        <source>When an idle job accrues queue time: ALWAYS from submission, QUEUEPOLICY while it passes the idle limits, FULLPOLICY while it passes every policy.</source>
        <translation>Wann ein wartender Job Wartezeit ansammelt: ALWAYS ab der Einreichung, QUEUEPOLICY solange er die Grenzen für wartende Jobs einhält, FULLPOLICY solange er alle Richtlinien einhält.</translation>
    </message>
    <message>
        <source>Whether job reservations are rebuilt each iteration (CURRENTHIGHEST), kept and only moved earlier (HIGHEST) or never made (NEVER).</source>
        <translation>Ob Job-Reservierungen in jedem Durchlauf neu erstellt (CURRENTHIGHEST), behalten und nur vorgezogen (HIGHEST) oder nie angelegt werden (NEVER).</translation>
    </message>
    <message>
        <source>Whether several jobs, tasks or users may share one node.</source>
        <translation>Ob sich mehrere Jobs, Tasks oder Benutzer einen Knoten teilen dürfen.</translation>
    </message>
    <message>
        <source>Whether the service schedules, only reports (TEST, MONITOR) or simulates.</source>
        <translation>Ob der Dienst plant, nur berichtet (TEST, MONITOR) oder simuliert.</translation>
    </message>
    <message>
        <source>With negative priorities enabled, never start a job whose priority is below zero.</source>
        <translation>Bei erlaubten negativen Prioritäten nie einen Job mit einer Priorität unter null starten.</translation>
    </message>
    <message>
        <source>A Maui attribute that Outrigger recognises and keeps but does not use.</source>
        <translation>Ein Maui-Attribut, das Outrigger erkennt und behält, aber nicht verwendet.</translation>
    </message>
    <message>
        <source>Longest wallclock limit a job may have to use the reservation: a required TIMELIMIT (Maui&apos;s MAXTIME, the SRMAXTIME of Maui 3.0).</source>
        <translation>Längstes Laufzeitlimit, das ein Job haben darf, um die Reservierung zu nutzen: ein verpflichtendes TIMELIMIT (Mauis MAXTIME, das SRMAXTIME von Maui 3.0).</translation>
    </message>
    <message>
        <source>Maui 3.0 form of a QOS attribute: QOSxxx[qos] is the attribute of QOSCFG[qos].</source>
        <translation>Maui-3.0-Form eines QOS-Attributs: QOSxxx[qos] ist das Attribut von QOSCFG[qos].</translation>
    </message>
    <message>
        <source>Maui 3.0 form of a standing reservation attribute: SRxxx[index] is the attribute of the SRCFG of that index.</source>
        <translation>Maui-3.0-Form eines Attributs einer stehenden Reservierung: SRxxx[index] ist das Attribut des SRCFG mit diesem Index.</translation>
    </message>
    <message>
        <source>Maui 3.0 hard throttling limit: the limit of the DEFAULT user, group or account (USERCFG[DEFAULT] MAXJOB=N and the like).</source>
        <translation>Harte Drosselungsgrenze von Maui 3.0: die Grenze des DEFAULT-Benutzers, der DEFAULT-Gruppe oder des DEFAULT-Kontos (USERCFG[DEFAULT] MAXJOB=N und Ähnliches).</translation>
    </message>
    <message>
        <source>Maui 3.0 name of a QOS: names the QOSCFG of the same index.</source>
        <translation>Maui-3.0-Name einer QOS: benennt das QOSCFG mit demselben Index.</translation>
    </message>
    <message>
        <source>Maui 3.0 name of a standing reservation: names the SRCFG of the same index.</source>
        <translation>Maui-3.0-Name einer stehenden Reservierung: benennt das SRCFG mit demselben Index.</translation>
    </message>
    <message>
        <source>Maui 3.0 soft throttling limit: the soft limit of the same DEFAULT credential limit.</source>
        <translation>Weiche Drosselungsgrenze von Maui 3.0: die weiche Grenze derselben DEFAULT-Grenze.</translation>
    </message>
    <message>
        <source>Maui 3.0 switch of a throttling limit: OFF turns off the count and soft count of the same name.</source>
        <translation>Maui-3.0-Schalter einer Drosselungsgrenze: OFF schaltet die harte und die weiche Grenze gleichen Namens ab.</translation>
    </message>
    <message>
        <source>Maui job flags given to this credential&apos;s jobs; accepted without effect (preemption flags: no effect yet).</source>
        <translation>Maui-Job-Flags für die Jobs dieser Berechtigung; akzeptiert, ohne Wirkung (Verdrängungs-Flags: noch ohne Wirkung).</translation>
    </message>
    <message>
        <source>QOS flags: the IGN flags exempt this QOS&apos;s jobs from throttling limits; the others are accepted without effect.</source>
        <translation>QOS-Flags: die IGN-Flags nehmen die Jobs dieser QOS von Drosselungsgrenzen aus; die übrigen werden ohne Wirkung akzeptiert.</translation>
    </message>
    <message>
        <source>in Maui it added load from outside the batch system; Outrigger has no load model</source>
        <translation>in Maui addierte es Last von außerhalb des Batchsystems; Outrigger hat kein Lastmodell</translation>
    </message>
    <message>
        <source>in Maui it added the machine name to bank charges; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui hängte er den Maschinennamen an die Buchungen der Bank an; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it adjusted node state or processors by load; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui passte er Knotenzustand oder Prozessoren an die Last an; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it aged out stale entries of Maui&apos;s checkpoint; Outrigger keeps its state in its own checkpoint, set by orsim and the service, not by maui.cfg</source>
        <translation>in Maui ließ er veraltete Einträge in Mauis Checkpoint verfallen; Outrigger hält seinen Zustand in einem eigenen Checkpoint, den orsim und der Dienst festlegen, nicht maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it allowed jobs spanning several nodes; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui erlaubte er Jobs über mehrere Knoten; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it allowed jobs with several requirement sets; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui erlaubte er Jobs mit mehreren Anforderungssätzen; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it allowed mixed node sets within a tolerance; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui erlaubte er gemischte Knotengruppen innerhalb einer Toleranz; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it asked for a job&apos;s nodes to be close to each other; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui verlangte er, dass die Knoten eines Jobs nahe beieinander liegen; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it bounded a Maui 3.0 standing reservation&apos;s tasks; SRCFG has no such attribute; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>in Maui begrenzte er die Tasks einer ständigen Reservierung von Maui 3.0; SRCFG hat kein solches Attribut; Outrigger reserviert für Jobs allein nach RESERVATIONPOLICY, RESERVATIONDEPTH und RESERVATIONQOSLIST</translation>
    </message>
    <message>
        <source>in Maui it bounded a class&apos;s processors on the node; Outrigger has no per-node limits</source>
        <translation>in Maui begrenzte es die Prozessoren einer Klasse auf dem Knoten; Outrigger hat keine Grenzen je Knoten</translation>
    </message>
    <message>
        <source>in Maui it bounded a class&apos;s processors per node; Outrigger has no per-node limits</source>
        <translation>in Maui begrenzte es die Prozessoren einer Klasse je Knoten; Outrigger hat keine Grenzen je Knoten</translation>
    </message>
    <message>
        <source>in Maui it bounded a job&apos;s processor equivalents on the node; Outrigger has no per-node limits</source>
        <translation>in Maui begrenzte es die Prozessoräquivalente eines Jobs auf dem Knoten; Outrigger hat keine Grenzen je Knoten</translation>
    </message>
    <message>
        <source>in Maui it bounded a user&apos;s jobs on the node; Outrigger has no per-node limits</source>
        <translation>in Maui begrenzte es die Jobs eines Benutzers auf dem Knoten; Outrigger hat keine Grenzen je Knoten</translation>
    </message>
    <message>
        <source>in Maui it bounded a user&apos;s processors on the node; Outrigger has no per-node limits</source>
        <translation>in Maui begrenzte es die Prozessoren eines Benutzers auf dem Knoten; Outrigger hat keine Grenzen je Knoten</translation>
    </message>
    <message>
        <source>in Maui it bounded how long a job may stay starting; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui begrenzte er, wie lange ein Job im Start verharren darf; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it bounded processor-seconds in node allocation; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui begrenzte er Prozessorsekunden bei der Knotenzuteilung; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it bounded processors per node; Outrigger has no per-node limits</source>
        <translation>in Maui begrenzte es die Prozessoren je Knoten; Outrigger hat keine Grenzen je Knoten</translation>
    </message>
    <message>
        <source>in Maui it bounded tasks of a meta-scheduled job; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui begrenzte er die Tasks eines metageplanten Jobs; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it bounded the client commands&apos; wait for the server; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui begrenzte er das Warten der Client-Befehle auf den Server; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it bounded the jobs started per iteration; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>in Maui begrenzte er die je Iteration gestarteten Jobs; Outrigger plant in jeder Iteration jeden zulässigen Job und iteriert bei Ereignissen und nach RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it bounded the processors in use on the node; Outrigger has no per-node limits</source>
        <translation>in Maui begrenzte es die belegten Prozessoren auf dem Knoten; Outrigger hat keine Grenzen je Knoten</translation>
    </message>
    <message>
        <source>in Maui it bounded the processors of jobs admitted; Outrigger&apos;s access lists do not look at job size</source>
        <translation>in Maui begrenzte es die Prozessoren zugelassener Jobs; Outriggers Zugriffslisten achten nicht auf die Jobgröße</translation>
    </message>
    <message>
        <source>in Maui it bounded the schedules backfill tried per iteration; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>in Maui begrenzte er die Pläne, die Backfill je Iteration versuchte; Outriggers Backfill wird durch BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH und die BFCHUNK-Parameter eingestellt</translation>
    </message>
    <message>
        <source>in Maui it bounded the sleep between iterations; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>in Maui begrenzte er die Pause zwischen Iterationen; Outrigger plant in jeder Iteration jeden zulässigen Job und iteriert bei Ereignissen und nach RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it bounded the tasks of jobs admitted; Outrigger&apos;s access lists do not look at job size</source>
        <translation>in Maui begrenzte es die Tasks zugelassener Jobs; Outriggers Zugriffslisten achten nicht auf die Jobgröße</translation>
    </message>
    <message>
        <source>in Maui it bounded the tasks on the node; Outrigger has no per-node limits</source>
        <translation>in Maui begrenzte es die Tasks auf dem Knoten; Outrigger hat keine Grenzen je Knoten</translation>
    </message>
    <message>
        <source>in Maui it bounded the wait for node state to settle; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui begrenzte er das Warten, bis sich der Knotenzustand beruhigt; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it bounded the wait for the allocation bank; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui begrenzte er das Warten auf die Zuteilungsbank; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it bounded the wait for the resource manager to confirm a job; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui begrenzte er das Warten darauf, dass der Ressourcenmanager einen Job bestätigt; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it bounded the wait for the resource manager; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui begrenzte er das Warten auf den Ressourcenmanager; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it cancelled jobs exceeding their requested resources; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui brach er Jobs ab, die ihre angeforderten Ressourcen überschritten; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it cancelled jobs running past their wallclock limit; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui brach er Jobs ab, die über ihr Laufzeitlimit hinaus liefen; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it capped requested wallclock limits; write MAXWCLIMITPERJOB</source>
        <translation>in Maui deckelte es angeforderte Laufzeitlimits; schreiben Sie MAXWCLIMITPERJOB</translation>
    </message>
    <message>
        <source>in Maui it capped the job attribute priority component; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui deckelte er die Prioritätskomponente der Job-Attribute; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it capped the job attribute priority subcomponent; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui deckelte er die Prioritäts-Unterkomponente der Job-Attribute; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it capped the job state priority subcomponent; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui deckelte er die Prioritäts-Unterkomponente des Job-Zustands; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it capped the soft policy violation priority subcomponent; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui deckelte er die Prioritäts-Unterkomponente für Verletzungen weicher Grenzen; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it carried checkpointed idle-time statistics; Outrigger&apos;s showres computes its own</source>
        <translation>in Maui trug es Leerlaufstatistiken aus dem Checkpoint; Outriggers showres berechnet eigene</translation>
    </message>
    <message>
        <source>in Maui it carried checkpointed statistics; Outrigger&apos;s reports compute their own</source>
        <translation>in Maui trug es Statistiken aus dem Checkpoint; Outriggers Berichte berechnen ihre eigenen</translation>
    </message>
    <message>
        <source>in Maui it carried checkpointed total-time statistics; Outrigger&apos;s showres computes its own</source>
        <translation>in Maui trug es Gesamtzeitstatistiken aus dem Checkpoint; Outriggers showres berechnet eigene</translation>
    </message>
    <message>
        <source>in Maui it changed how Maui&apos;s simulator read its traces; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui änderte er, wie Mauis Simulator seine Spuren las; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it changed how the client commands printed; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui änderte er die Ausgabe der Client-Befehle; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it changed simulated wallclock accuracy; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui änderte er die simulierte Genauigkeit der Laufzeitangaben; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it charged fairshare by CPU time reported by the resource manager; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>in Maui rechnete er Fairshare nach der vom Ressourcenmanager gemeldeten CPU-Zeit ab; Outriggers Fairshare liest nur FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR und die FSTARGET-Attribute</translation>
    </message>
    <message>
        <source>in Maui it charged fairshare usage to a user&apos;s secondary groups; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>in Maui rechnete er Fairshare-Verbrauch den Nebengruppen eines Benutzers an; Outriggers Fairshare liest nur FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR und die FSTARGET-Attribute</translation>
    </message>
    <message>
        <source>in Maui it checkpointed Maui&apos;s simulator; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui sicherte er Mauis Simulator in einem Checkpoint; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it chose an older backfill algorithm; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>in Maui wählte er einen älteren Backfill-Algorithmus; Outriggers Backfill wird durch BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH und die BFCHUNK-Parameter eingestellt</translation>
    </message>
    <message>
        <source>in Maui it chose how jobs were charged to the bank; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui wählte er, wie Jobs bei der Bank abgerechnet wurden; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it chose how node resources were collected; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui wählte er, wie Knotenressourcen erfasst wurden; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it chose how preempted jobs were stopped; Outrigger has no preemption yet (a standing reservation&apos;s OWNERPREEMPT aside)</source>
        <translation>in Maui wählte er, wie verdrängte Jobs angehalten wurden; Outrigger hat noch keine Verdrängung (abgesehen von OWNERPREEMPT einer ständigen Reservierung)</translation>
    </message>
    <message>
        <source>in Maui it chose how simulated jobs were submitted; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui wählte er, wie simulierte Jobs eingereicht wurden; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it chose how simulated nodes were built; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui wählte er, wie simulierte Knoten aufgebaut wurden; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it chose how tasks were spread over nodes; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui wählte er, wie Tasks auf Knoten verteilt wurden; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it chose real or simulated time; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui wählte er echte oder simulierte Zeit; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it chose the action on jobs exceeding their resources; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui wählte er die Maßnahme gegen Jobs, die ihre Ressourcen überschritten; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it chose the action on jobs past their wallclock limit; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui wählte er die Maßnahme gegen Jobs über ihrem Laufzeitlimit; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it chose the allocation bank (QBANK, GOLD, FILE); Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui wählte er die Zuteilungsbank (QBANK, GOLD, FILE); Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it chose the allocation bank&apos;s protocol; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui wählte er das Protokoll der Zuteilungsbank; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it chose the backfill algorithm in early Maui releases; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>in Maui wählte er in frühen Maui-Versionen den Backfill-Algorithmus; Outriggers Backfill wird durch BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH und die BFCHUNK-Parameter eingestellt</translation>
    </message>
    <message>
        <source>in Maui it chose the best node set; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui wählte er die beste Knotengruppe; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it chose the client commands&apos; wire protocol; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui wählte er das Übertragungsprotokoll der Client-Befehle; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it chose the resource manager (PBS, LL, SGE, WIKI ...); Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui wählte er den Ressourcenmanager (PBS, LL, SGE, WIKI ...); Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it chose the resource manager&apos;s authentication; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui wählte er die Authentifizierung des Ressourcenmanagers; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it chose the simulated communication pattern; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui wählte er das simulierte Kommunikationsmuster; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it chose the syslog facility; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>in Maui wählte er die Syslog-Facility; Outriggers Programme berichten über ihre eigenen Ausgaben und schreiben nie Mauis Protokoll</translation>
    </message>
    <message>
        <source>in Maui it chose when resource limits were enforced; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui wählte er, wann Ressourcengrenzen durchgesetzt wurden; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it chose whether dedicated or used resources made a node busy; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui wählte er, ob zugewiesene oder genutzte Ressourcen einen Knoten belegt machten; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it chose which parts of Maui logged; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>in Maui wählte er, welche Teile von Maui protokollierten; Outriggers Programme berichten über ihre eigenen Ausgaben und schreiben nie Mauis Protokoll</translation>
    </message>
    <message>
        <source>in Maui it chose who may create reservations; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui wählte er, wer Reservierungen anlegen darf; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it completed short host names; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui ergänzte er kurze Hostnamen; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it configured a resource manager; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui richtete er einen Ressourcenmanager ein; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it configured client command security; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui richtete er die Sicherheit der Client-Befehle ein; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it configured the allocation manager; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui richtete er den Zuteilungsmanager ein; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it configured the scheduler&apos;s server; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui richtete er den Server des Schedulers ein; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it counted load from outside the batch system; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui zählte er Last von außerhalb des Batchsystems; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it counted resource manager failures before giving up; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui zählte er Fehler des Ressourcenmanagers, bevor er aufgab; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it deferred jobs the bank refused; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui stellte er Jobs zurück, die die Bank ablehnte; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it dropped simulated jobs that could never run; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui verwarf er simulierte Jobs, die nie laufen konnten; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it favoured wide jobs in backfill; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>in Maui bevorzugte er breite Jobs im Backfill; Outriggers Backfill wird durch BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH und die BFCHUNK-Parameter eingestellt</translation>
    </message>
    <message>
        <source>in Maui it forced the node&apos;s Maui state; Outrigger&apos;s STATE takes UP, DOWN or DRAINED</source>
        <translation>in Maui erzwang es den Maui-Zustand des Knotens; Outriggers STATE nimmt UP, DOWN oder DRAINED</translation>
    </message>
    <message>
        <source>in Maui it gave a default account; Outrigger takes each job&apos;s account as submitted</source>
        <translation>in Maui gab es ein Standardkonto vor; Outrigger nimmt das Konto jedes Jobs, wie es eingereicht wurde</translation>
    </message>
    <message>
        <source>in Maui it gave a wallclock limit to jobs without one; Outrigger&apos;s workloads carry their own (orsim import --estimate)</source>
        <translation>in Maui gab es Jobs ohne Laufzeitlimit eines; Outriggers Arbeitslasten bringen ihre eigenen mit (orsim import --estimate)</translation>
    </message>
    <message>
        <source>in Maui it gave an account to jobs submitted without one; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>in Maui gab er Jobs ohne Konto ein Konto; Outrigger nimmt die Berechtigungen jedes Jobs so, wie Arbeitslast oder Ressourcenmanager sie angeben</translation>
    </message>
    <message>
        <source>in Maui it gave classes to nodes that reported none; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>in Maui gab er Knoten ohne gemeldete Klassen Klassen; Outrigger nimmt die Berechtigungen jedes Jobs so, wie Arbeitslast oder Ressourcenmanager sie angeben</translation>
    </message>
    <message>
        <source>in Maui it gave flags to simulated jobs; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui gab er simulierten Jobs Flags; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it gave node features to the class&apos;s jobs; Outrigger takes requests as submitted</source>
        <translation>in Maui gab es den Jobs der Klasse Knotenmerkmale; Outrigger nimmt Anforderungen, wie sie eingereicht wurden</translation>
    </message>
    <message>
        <source>in Maui it gave node priority as a formula; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gab es die Knotenpriorität als Formel an; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it gave the QOS&apos;s jobs a default partition; Outrigger takes partitions from the user, group, account and class</source>
        <translation>in Maui gab es den Jobs der QOS eine Standardpartition; Outrigger nimmt Partitionen von Benutzer, Gruppe, Konto und Klasse</translation>
    </message>
    <message>
        <source>in Maui it gave the credential a numeric id; Outrigger names credentials</source>
        <translation>in Maui gab es der Berechtigung eine numerische ID; Outrigger benennt Berechtigungen mit Namen</translation>
    </message>
    <message>
        <source>in Maui it gave the node an id; Outrigger names nodes by host name</source>
        <translation>in Maui gab es dem Knoten eine ID; Outrigger benennt Knoten nach dem Hostnamen</translation>
    </message>
    <message>
        <source>in Maui it gave the node&apos;s size in frame slots; Outrigger places nodes by RACK and SLOT</source>
        <translation>in Maui gab es die Größe des Knotens in Rahmenplätzen an; Outrigger platziert Knoten nach RACK und SLOT</translation>
    </message>
    <message>
        <source>in Maui it grouped nodes into sets by an attribute; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui fasste er Knoten nach einem Attribut zu Gruppen zusammen; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it ignored flags of simulated jobs; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui ignorierte er Flags simulierter Jobs; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it ignored the group list PBS reported; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>in Maui ignorierte er die von PBS gemeldete Gruppenliste; Outrigger nimmt die Berechtigungen jedes Jobs so, wie Arbeitslast oder Ressourcenmanager sie angeben</translation>
    </message>
    <message>
        <source>in Maui it ignored the listed queues when building partitions; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>in Maui ignorierte er beim Bilden von Partitionen die aufgeführten Warteschlangen; Outrigger nimmt die Berechtigungen jedes Jobs so, wie Arbeitslast oder Ressourcenmanager sie angeben</translation>
    </message>
    <message>
        <source>in Maui it kept finished jobs in memory for a while; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui behielt er beendete Jobs eine Weile im Speicher; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it kept this many rolled logs; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>in Maui behielt er so viele rotierte Protokolle; Outriggers Programme berichten über ihre eigenen Ausgaben und schreiben nie Mauis Protokoll</translation>
    </message>
    <message>
        <source>in Maui it kept vanished nodes in memory for a while; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui behielt er verschwundene Knoten eine Weile im Speicher; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it let Maui resize malleable jobs; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui ließ er Maui formbare Jobs in der Größe ändern; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it let jobs run past their wallclock limit; Outrigger&apos;s jobs end when their record says</source>
        <translation>in Maui ließ es Jobs über ihr Laufzeitlimit hinaus laufen; Outriggers Jobs enden, wenn ihre Aufzeichnung es sagt</translation>
    </message>
    <message>
        <source>in Maui it let nodes take more memory than they have; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui ließ er Knoten mehr Speicher vergeben, als sie haben; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it let nodes take more tasks than processors; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui ließ er Knoten mehr Tasks als Prozessoren annehmen; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it let the class&apos;s jobs run past their limit; Outrigger&apos;s jobs end when their record says</source>
        <translation>in Maui ließ es die Jobs der Klasse über ihr Limit hinaus laufen; Outriggers Jobs enden, wenn ihre Aufzeichnung es sagt</translation>
    </message>
    <message>
        <source>in Maui it limited scheduling to the listed hosts; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui beschränkte er die Planung auf die aufgeführten Hosts; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it limited the class to hosts; Outrigger does not restrict classes to nodes</source>
        <translation>in Maui beschränkte es die Klasse auf Hosts; Outrigger beschränkt Klassen nicht auf Knoten</translation>
    </message>
    <message>
        <source>in Maui it listed generic resources of the node; write GRES</source>
        <translation>in Maui führte es generische Ressourcen des Knotens auf; schreiben Sie GRES</translation>
    </message>
    <message>
        <source>in Maui it listed the accounts the credential&apos;s jobs may charge; Outrigger takes each job&apos;s account as submitted</source>
        <translation>in Maui führte es die Konten auf, die die Jobs der Berechtigung belasten dürfen; Outrigger nimmt das Konto jedes Jobs, wie es eingereicht wurde</translation>
    </message>
    <message>
        <source>in Maui it listed the classes a node could run; Outrigger does not restrict classes to nodes</source>
        <translation>in Maui führte es die Klassen auf, die ein Knoten ausführen konnte; Outrigger beschränkt Klassen nicht auf Knoten</translation>
    </message>
    <message>
        <source>in Maui it listed the classes configured on a node; Outrigger does not restrict classes to nodes</source>
        <translation>in Maui führte es die auf einem Knoten eingerichteten Klassen auf; Outrigger beschränkt Klassen nicht auf Knoten</translation>
    </message>
    <message>
        <source>in Maui it listed the node sets; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui führte er die Knotengruppen auf; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it listed the partitions the QOS&apos;s jobs may use; Outrigger takes partitions from the user, group, account and class</source>
        <translation>in Maui führte es die Partitionen auf, die die Jobs der QOS nutzen dürfen; Outrigger nimmt Partitionen von Benutzer, Gruppe, Konto und Klasse</translation>
    </message>
    <message>
        <source>in Maui it logged to syslog; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>in Maui protokollierte er nach Syslog; Outriggers Programme berichten über ihre eigenen Ausgaben und schreiben nie Mauis Protokoll</translation>
    </message>
    <message>
        <source>in Maui it marked loaded nodes busy; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui markierte er ausgelastete Knoten als belegt; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it matched job names by regular expression in commands; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui verglich er Jobnamen in Befehlen mit regulären Ausdrücken; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it measured queue time from eligibility instead of submission; JOBPRIOACCRUALPOLICY does that; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui maß er die Wartezeit ab der Zulässigkeit statt ab der Einreichung; das leistet JOBPRIOACCRUALPOLICY; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it moved jobs of one class into another; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>in Maui verschob er Jobs einer Klasse in eine andere; Outrigger nimmt die Berechtigungen jedes Jobs so, wie Arbeitslast oder Ressourcenmanager sie angeben</translation>
    </message>
    <message>
        <source>in Maui it named Maui&apos;s checkpoint file; Outrigger keeps its state in its own checkpoint, set by orsim and the service, not by maui.cfg</source>
        <translation>in Maui benannte er Mauis Checkpoint-Datei; Outrigger hält seinen Zustand in einem eigenen Checkpoint, den orsim und der Dienst festlegen, nicht maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named Maui&apos;s home directory; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui benannte er Mauis Stammverzeichnis; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it named Maui&apos;s own configuration file; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui benannte er Mauis eigene Konfigurationsdatei; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it named Maui&apos;s resource monitoring daemon; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er Mauis Daemon zur Ressourcenüberwachung; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named a file describing the machine&apos;s frames; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui benannte er eine Datei, die die Rahmen der Maschine beschreibt; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it named a separate fairshare configuration file; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>in Maui benannte er eine eigene Fairshare-Konfigurationsdatei; Outriggers Fairshare liest nur FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR und die FSTARGET-Attribute</translation>
    </message>
    <message>
        <source>in Maui it named a server to notify of events; Outrigger sends no mail and runs no site program on events</source>
        <translation>in Maui benannte er einen Server, der über Ereignisse benachrichtigt wird; Outrigger verschickt keine E-Mails und startet bei Ereignissen kein Programm des Standorts</translation>
    </message>
    <message>
        <source>in Maui it named an overcommit node; Outrigger has no overcommit</source>
        <translation>in Maui benannte es einen Überbuchungsknoten; Outrigger hat keine Überbuchung</translation>
    </message>
    <message>
        <source>in Maui it named hosts allowed to run administrative commands; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui benannte er Hosts, die Verwaltungsbefehle ausführen dürfen; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it named the account charged when a job&apos;s own was empty; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui benannte er das Konto, das belastet wurde, wenn das eigene eines Jobs leer war; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it named the allocation bank&apos;s host; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui benannte er den Host der Zuteilungsbank; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it named the allocation bank&apos;s port; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui benannte er den Port der Zuteilungsbank; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it named the allocation bank&apos;s server (Maui 3.0); Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui benannte er den Server der Zuteilungsbank (Maui 3.0); Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it named the command that started tasks remotely; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Befehl, der Tasks entfernt startete; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the default queue manager host; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Standard-Host des Warteschlangenmanagers; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the directory of Maui&apos;s helper tools; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui benannte er das Verzeichnis von Mauis Hilfswerkzeugen; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it named the directory service; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui benannte er den Verzeichnisdienst; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it named the file system that counts as local disk; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er das Dateisystem, das als lokale Platte gilt; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the file that stops a second Maui from starting; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui benannte er die Datei, die den Start eines zweiten Maui verhindert; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it named the log directory; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>in Maui benannte er das Protokollverzeichnis; Outriggers Programme berichten über ihre eigenen Ausgaben und schreiben nie Mauis Protokoll</translation>
    </message>
    <message>
        <source>in Maui it named the log file; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>in Maui benannte er die Protokolldatei; Outriggers Programme berichten über ihre eigenen Ausgaben und schreiben nie Mauis Protokoll</translation>
    </message>
    <message>
        <source>in Maui it named the node manager&apos;s port; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Port des Knotenmanagers; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the node&apos;s architecture; Outrigger matches jobs by features and resources only</source>
        <translation>in Maui benannte es die Architektur des Knotens; Outrigger ordnet Jobs nur nach Merkmalen und Ressourcen zu</translation>
    </message>
    <message>
        <source>in Maui it named the node&apos;s networks; Outrigger matches jobs by features and resources only</source>
        <translation>in Maui benannte es die Netze des Knotens; Outrigger ordnet Jobs nur nach Merkmalen und Ressourcen zu</translation>
    </message>
    <message>
        <source>in Maui it named the node&apos;s operating system; Outrigger matches jobs by features and resources only</source>
        <translation>in Maui benannte es das Betriebssystem des Knotens; Outrigger ordnet Jobs nur nach Merkmalen und Ressourcen zu</translation>
    </message>
    <message>
        <source>in Maui it named the node&apos;s type for the allocation bank; Outrigger has no allocation bank</source>
        <translation>in Maui benannte es den Knotentyp für die Zuteilungsbank; Outrigger hat keine Zuteilungsbank</translation>
    </message>
    <message>
        <source>in Maui it named the program that mailed users; Outrigger sends no mail and runs no site program on events</source>
        <translation>in Maui benannte er das Programm, das Benutzern E-Mails schickte; Outrigger verschickt keine E-Mails und startet bei Ereignissen kein Programm des Standorts</translation>
    </message>
    <message>
        <source>in Maui it named the resource daemon&apos;s data file; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er die Datendatei des Ressourcen-Daemons; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the resource daemon&apos;s lock file; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er die Sperrdatei des Ressourcen-Daemons; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the resource daemon&apos;s port; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Port des Ressourcen-Daemons; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s configuration file; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er die Konfigurationsdatei des Ressourcenmanagers; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s event port; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Ereignis-Port des Ressourcenmanagers; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s host; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Host des Ressourcenmanagers; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s port; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Port des Ressourcenmanagers; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s server (Maui 3.0); Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Server des Ressourcenmanagers (Maui 3.0); Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui benannte er den Ressourcenmanager; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it named the scheduler; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui benannte er den Scheduler; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it named the simulator&apos;s job trace; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui benannte er die Job-Spur des Simulators; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it named the simulator&apos;s node trace; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui benannte er die Knoten-Spur des Simulators; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it named the users of Maui&apos;s fourth administrative level; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>in Maui benannte er die Benutzer von Mauis vierter Verwaltungsstufe; Prozess, Dateien, Adresse und Zugriff des Outrigger-Dienstes werden außerhalb von maui.cfg festgelegt</translation>
    </message>
    <message>
        <source>in Maui it opened or closed the class; Outrigger&apos;s queues are always open</source>
        <translation>in Maui öffnete oder schloss es die Klasse; Outriggers Warteschlangen sind immer offen</translation>
    </message>
    <message>
        <source>in Maui it ordered backfill candidates by duration or at random; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>in Maui ordnete er Backfill-Kandidaten nach Dauer oder zufällig; Outriggers Backfill wird durch BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH und die BFCHUNK-Parameter eingestellt</translation>
    </message>
    <message>
        <source>in Maui it overrode the available disk; Outrigger tracks configured resources and its own usage</source>
        <translation>in Maui überschrieb es die verfügbare Platte; Outrigger verfolgt die konfigurierten Ressourcen und seinen eigenen Verbrauch</translation>
    </message>
    <message>
        <source>in Maui it overrode the available memory; Outrigger tracks configured resources and its own usage</source>
        <translation>in Maui überschrieb es den verfügbaren Speicher; Outrigger verfolgt die konfigurierten Ressourcen und seinen eigenen Verbrauch</translation>
    </message>
    <message>
        <source>in Maui it overrode the available processors; Outrigger tracks configured resources and its own usage</source>
        <translation>in Maui überschrieb es die verfügbaren Prozessoren; Outrigger verfolgt die konfigurierten Ressourcen und seinen eigenen Verbrauch</translation>
    </message>
    <message>
        <source>in Maui it overrode the available swap; Outrigger tracks configured resources and its own usage</source>
        <translation>in Maui überschrieb es den verfügbaren Swap; Outrigger verfolgt die konfigurierten Ressourcen und seinen eigenen Verbrauch</translation>
    </message>
    <message>
        <source>in Maui it overrode the configured disk; write DISK</source>
        <translation>in Maui überschrieb es die konfigurierte Platte; schreiben Sie DISK</translation>
    </message>
    <message>
        <source>in Maui it overrode the configured memory; write MEMORY</source>
        <translation>in Maui überschrieb es den konfigurierten Speicher; schreiben Sie MEMORY</translation>
    </message>
    <message>
        <source>in Maui it overrode the configured processors; write PROCS</source>
        <translation>in Maui überschrieb es die konfigurierten Prozessoren; schreiben Sie PROCS</translation>
    </message>
    <message>
        <source>in Maui it overrode the configured swap; write SWAP</source>
        <translation>in Maui überschrieb es den konfigurierten Swap; schreiben Sie SWAP</translation>
    </message>
    <message>
        <source>in Maui it paused Maui&apos;s simulator at an iteration; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui hielt er Mauis Simulator bei einer Iteration an; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it priced communication between frames in Maui&apos;s simulator; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui bepreiste er in Mauis Simulator die Kommunikation zwischen Rahmen; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it priced communication within a frame in Maui&apos;s simulator; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui bepreiste er in Mauis Simulator die Kommunikation innerhalb eines Rahmens; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job PE limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>in Maui hob es für die QOS die PE-Grenze je Job an; Outriggers Grenzen je Job haben keine Ausnahme</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job memory limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>in Maui hob es für die QOS die Speichergrenze je Job an; Outriggers Grenzen je Job haben keine Ausnahme</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job node limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>in Maui hob es für die QOS die Knotengrenze je Job an; Outriggers Grenzen je Job haben keine Ausnahme</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job processor limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>in Maui hob es für die QOS die Prozessorgrenze je Job an; Outriggers Grenzen je Job haben keine Ausnahme</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job processor-second limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>in Maui hob es für die QOS die Grenze für Prozessorsekunden je Job an; Outriggers Grenzen je Job haben keine Ausnahme</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job wallclock limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>in Maui hob es für die QOS das Laufzeitlimit je Job an; Outriggers Grenzen je Job haben keine Ausnahme</translation>
    </message>
    <message>
        <source>in Maui it ran a program to notify administrators; Outrigger sends no mail and runs no site program on events</source>
        <translation>in Maui startete er ein Programm, das Administratoren benachrichtigt; Outrigger verschickt keine E-Mails und startet bei Ereignissen kein Programm des Standorts</translation>
    </message>
    <message>
        <source>in Maui it ran a site program when a job ended; Outrigger sends no mail and runs no site program on events</source>
        <translation>in Maui startete er ein Programm des Standorts, wenn ein Job endete; Outrigger verschickt keine E-Mails und startet bei Ereignissen kein Programm des Standorts</translation>
    </message>
    <message>
        <source>in Maui it randomised simulated job sizes; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui würfelte er die Größen simulierter Jobs zufällig; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it read a node&apos;s partition from its feature names; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui las er die Partition eines Knotens aus seinen Merkmalsnamen; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it read a node&apos;s speed from its feature names; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui las er die Geschwindigkeit eines Knotens aus seinen Merkmalsnamen; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it read a node&apos;s type from its feature names; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui las er den Typ eines Knotens aus seinen Merkmalsnamen; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it released a Maui 3.0 standing reservation&apos;s idle nodes under load; SRCFG has no such attribute; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui gab er unter Last die leeren Knoten einer ständigen Reservierung von Maui 3.0 frei; SRCFG hat kein solches Attribut; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it released a reservation left idle this long; Outrigger keeps standing reservations for their whole period</source>
        <translation>in Maui gab es eine Reservierung frei, die so lange ungenutzt blieb; Outrigger hält ständige Reservierungen ihren ganzen Zeitraum lang</translation>
    </message>
    <message>
        <source>in Maui it repeated the class name; the CLASSCFG index is the name</source>
        <translation>in Maui wiederholte es den Klassennamen; der Index von CLASSCFG ist der Name</translation>
    </message>
    <message>
        <source>in Maui it repeated the reservation&apos;s name; the SRCFG index is the name</source>
        <translation>in Maui wiederholte es den Namen der Reservierung; der Index von SRCFG ist der Name</translation>
    </message>
    <message>
        <source>in Maui it required nodes to match a job&apos;s request exactly; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui verlangte er, dass Knoten genau der Anforderung eines Jobs entsprechen; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it required or preferred one node set per job; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui verlangte oder bevorzugte er eine Knotengruppe je Job; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it reserved only for jobs past a queue-time or XFactor threshold; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>in Maui reservierte er nur für Jobs jenseits einer Schwelle für Wartezeit oder XFactor; Outrigger reserviert für Jobs allein nach RESERVATIONPOLICY, RESERVATIONDEPTH und RESERVATIONQOSLIST</translation>
    </message>
    <message>
        <source>in Maui it retried failed reservation starts; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>in Maui wiederholte er fehlgeschlagene Reservierungsstarts; Outrigger reserviert für Jobs allein nach RESERVATIONPOLICY, RESERVATIONDEPTH und RESERVATIONQOSLIST</translation>
    </message>
    <message>
        <source>in Maui it rolled the log at this size; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>in Maui rotierte er das Protokoll bei dieser Größe; Outriggers Programme berichten über ihre eigenen Ausgaben und schreiben nie Mauis Protokoll</translation>
    </message>
    <message>
        <source>in Maui it scaled fairshare usage by node speed; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>in Maui skalierte er den Fairshare-Verbrauch nach Knotengeschwindigkeit; Outriggers Fairshare liest nur FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR und die FSTARGET-Attribute</translation>
    </message>
    <message>
        <source>in Maui it scaled overcommitted processors; Outrigger has no overcommit</source>
        <translation>in Maui skalierte es überbuchte Prozessoren; Outrigger hat keine Überbuchung</translation>
    </message>
    <message>
        <source>in Maui it scaled run times by node speed; Outrigger runs every job for its recorded time on any node</source>
        <translation>in Maui skalierte er Laufzeiten nach Knotengeschwindigkeit; Outrigger lässt jeden Job auf jedem Knoten für seine aufgezeichnete Zeit laufen</translation>
    </message>
    <message>
        <source>in Maui it scaled simulated run times; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui skalierte er simulierte Laufzeiten; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it scaled simulated wallclock limits; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui skalierte er simulierte Laufzeitlimits; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it scaled the profiler&apos;s processor axis; Outrigger&apos;s reports and the workbench draw their own charts</source>
        <translation>in Maui skalierte er die Prozessorachse des Profilers; Outriggers Berichte und die Werkbank zeichnen ihre eigenen Diagramme</translation>
    </message>
    <message>
        <source>in Maui it scaled the profiler&apos;s time axis; Outrigger&apos;s reports and the workbench draw their own charts</source>
        <translation>in Maui skalierte er die Zeitachse des Profilers; Outriggers Berichte und die Werkbank zeichnen ihre eigenen Diagramme</translation>
    </message>
    <message>
        <source>in Maui it set a Maui 3.0 standing reservation&apos;s fewest tasks; SRCFG has no such attribute; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>in Maui legte er die Mindestzahl der Tasks einer ständigen Reservierung von Maui 3.0 fest; SRCFG hat kein solches Attribut; Outrigger reserviert für Jobs allein nach RESERVATIONPOLICY, RESERVATIONDEPTH und RESERVATIONQOSLIST</translation>
    </message>
    <message>
        <source>in Maui it set a node&apos;s own access policy; Outrigger applies NODEACCESSPOLICY to every node</source>
        <translation>in Maui legte es die eigene Zugriffsregel eines Knotens fest; Outrigger wendet NODEACCESSPOLICY auf jeden Knoten an</translation>
    </message>
    <message>
        <source>in Maui it set how long a deferred job waited; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui legte er fest, wie lange ein zurückgestellter Job wartete; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it set how many deferrals put a job on hold; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui legte er fest, nach wie vielen Zurückstellungen ein Job angehalten wurde; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it set how many failed starts deferred a job; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>in Maui legte er fest, nach wie vielen Fehlstarts ein Job zurückgestellt wurde; Outriggers Ressourcenmanager lassen Jobs bis zu ihrem aufgezeichneten Ende laufen; Outrigger stellt keinen Job zurück, entfernt, bricht ab oder überwacht keinen</translation>
    </message>
    <message>
        <source>in Maui it set how much Maui logged; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>in Maui legte er fest, wie viel Maui protokollierte; Outriggers Programme berichten über ihre eigenen Ausgaben und schreiben nie Mauis Protokoll</translation>
    </message>
    <message>
        <source>in Maui it set how often Maui wrote its checkpoint; Outrigger keeps its state in its own checkpoint, set by orsim and the service, not by maui.cfg</source>
        <translation>in Maui legte er fest, wie oft Maui seinen Checkpoint schrieb; Outrigger hält seinen Zustand in einem eigenen Checkpoint, den orsim und der Dienst festlegen, nicht maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it set how often administrators were notified; Outrigger sends no mail and runs no site program on events</source>
        <translation>in Maui legte er fest, wie oft Administratoren benachrichtigt wurden; Outrigger verschickt keine E-Mails und startet bei Ereignissen kein Programm des Standorts</translation>
    </message>
    <message>
        <source>in Maui it set how often bank charges were sent; Outrigger has no allocation manager and charges no account</source>
        <translation>in Maui legte er fest, wie oft Buchungen an die Bank gingen; Outrigger hat keinen Zuteilungsmanager und belastet kein Konto</translation>
    </message>
    <message>
        <source>in Maui it set how often node details were refreshed; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui legte er fest, wie oft Knotenangaben aufgefrischt wurden; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it set how often the resource daemon sampled; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui legte er fest, wie oft der Ressourcen-Daemon Proben nahm; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it set node sharing for the class; Outrigger applies NODEACCESSPOLICY to every job</source>
        <translation>in Maui legte es die Knotenteilung für die Klasse fest; Outrigger wendet NODEACCESSPOLICY auf jeden Job an</translation>
    </message>
    <message>
        <source>in Maui it set processor speed in MHz; Outrigger runs every job for its recorded time</source>
        <translation>in Maui legte es die Prozessorgeschwindigkeit in MHz fest; Outrigger lässt jeden Job für seine aufgezeichnete Zeit laufen</translation>
    </message>
    <message>
        <source>in Maui it set simulated wallclock accuracy; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui legte er die simulierte Genauigkeit der Laufzeitangaben fest; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it set that threshold; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>in Maui legte er diese Schwelle fest; Outrigger reserviert für Jobs allein nach RESERVATIONPOLICY, RESERVATIONDEPTH und RESERVATIONQOSLIST</translation>
    </message>
    <message>
        <source>in Maui it set the fewest processors a job must request; Outrigger takes requests as submitted</source>
        <translation>in Maui legte es die Mindestzahl an Prozessoren fest, die ein Job anfordern muss; Outrigger nimmt Anforderungen, wie sie eingereicht wurden</translation>
    </message>
    <message>
        <source>in Maui it set the node&apos;s load; Outrigger has no load model</source>
        <translation>in Maui legte es die Last des Knotens fest; Outrigger hat kein Lastmodell</translation>
    </message>
    <message>
        <source>in Maui it set the number of simulated nodes; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui legte er die Zahl der simulierten Knoten fest; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it set the profiler&apos;s processor columns; Outrigger&apos;s reports and the workbench draw their own charts</source>
        <translation>in Maui legte er die Prozessorspalten des Profilers fest; Outriggers Berichte und die Werkbank zeichnen ihre eigenen Diagramme</translation>
    </message>
    <message>
        <source>in Maui it set the profiler&apos;s time columns; Outrigger&apos;s reports and the workbench draw their own charts</source>
        <translation>in Maui legte er die Zeitspalten des Profilers fest; Outriggers Berichte und die Werkbank zeichnen ihre eigenen Diagramme</translation>
    </message>
    <message>
        <source>in Maui it set the shortest admin-requested iteration gap; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>in Maui legte er den kürzesten vom Administrator angeforderten Abstand zwischen Iterationen fest; Outrigger plant in jeder Iteration jeden zulässigen Job und iteriert bei Ereignissen und nach RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it set the shortest gap between job starts; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>in Maui legte er den kürzesten Abstand zwischen Jobstarts fest; Outrigger plant in jeder Iteration jeden zulässigen Job und iteriert bei Ereignissen und nach RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it set the simulated communication rate; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui legte er die simulierte Kommunikationsrate fest; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it set the simulated queue&apos;s initial depth; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui legte er die Anfangstiefe der simulierten Warteschlange fest; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it set the simulation&apos;s start date; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui legte er das Startdatum der Simulation fest; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it sped up simulated time; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui beschleunigte er die simulierte Zeit; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it stopped Maui after this many iterations; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>in Maui hielt er Maui nach so vielen Iterationen an; Outrigger plant in jeder Iteration jeden zulässigen Job und iteriert bei Ereignissen und nach RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it stopped Maui&apos;s simulator at an iteration; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui hielt er Mauis Simulator bei einer Iteration an; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it stopped Maui&apos;s simulator when the queue emptied; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>in Maui hielt er Mauis Simulator an, wenn die Warteschlange leer wurde; Outriggers Simulator ist orsim run, das Arbeitslast, Cluster und Endzeit als Optionen nimmt</translation>
    </message>
    <message>
        <source>in Maui it took node priority from a site function; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui nahm er die Knotenpriorität aus einer Funktion des Standorts; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it traced a named function; Outrigger has no tracing hooks of this kind</source>
        <translation>in Maui verfolgte er eine benannte Funktion; Outrigger hat keine Ablaufverfolgung dieser Art</translation>
    </message>
    <message>
        <source>in Maui it traced a named job; Outrigger has no tracing hooks of this kind</source>
        <translation>in Maui verfolgte er einen benannten Job; Outrigger hat keine Ablaufverfolgung dieser Art</translation>
    </message>
    <message>
        <source>in Maui it traced a named node; Outrigger has no tracing hooks of this kind</source>
        <translation>in Maui verfolgte er einen benannten Knoten; Outrigger hat keine Ablaufverfolgung dieser Art</translation>
    </message>
    <message>
        <source>in Maui it traced a named reservation; Outrigger has no tracing hooks of this kind</source>
        <translation>in Maui verfolgte er eine benannte Reservierung; Outrigger hat keine Ablaufverfolgung dieser Art</translation>
    </message>
    <message>
        <source>in Maui it turned fairshare targets into hard limits in Maui 3.0; Maui 3.2 replaced it by the cap targets FSTARGET=N^ and N%, which Outrigger implements; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>in Maui machte er in Maui 3.0 Fairshare-Ziele zu harten Grenzen; Maui 3.2 ersetzte ihn durch die Obergrenzen-Ziele FSTARGET=N^ und N%, die Outrigger umsetzt; Outriggers Fairshare liest nur FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR und die FSTARGET-Attribute</translation>
    </message>
    <message>
        <source>in Maui it waited before treating a silent node as down; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui wartete er, bevor ein stummer Knoten als ausgefallen galt; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it waited for a node set to become free; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>in Maui wartete er, bis eine Knotengruppe frei wurde; Outrigger platziert Jobs allein nach NODEALLOCATIONPOLICY und NODEACCESSPOLICY und hat kein Modell für Last, Überbuchung oder Knotengruppen</translation>
    </message>
    <message>
        <source>in Maui it waited for the resource daemon&apos;s reports; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>in Maui wartete er auf die Berichte des Ressourcen-Daemons; Outrigger spricht mit seinem Ressourcenmanager (simuliert oder echt) über eine eigene Schnittstelle, die außerhalb von maui.cfg eingerichtet wird</translation>
    </message>
    <message>
        <source>in Maui it waited to gather job events before scheduling; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>in Maui wartete er vor dem Planen, um Job-Ereignisse zu sammeln; Outrigger plant in jeder Iteration jeden zulässigen Job und iteriert bei Ereignissen und nach RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it weighted PRIORITY in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gewichtete es PRIORITY in der Knotenpriorität; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted a user&apos;s running jobs in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui gewichtete er die laufenden Jobs eines Benutzers in der Priorität; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it weighted a user&apos;s running processors in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui gewichtete er die belegten Prozessoren eines Benutzers in der Priorität; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it weighted available memory in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gewichtete es den verfügbaren Speicher in der Knotenpriorität; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted available processors in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gewichtete es die verfügbaren Prozessoren in der Knotenpriorität; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted configured memory in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gewichtete es den konfigurierten Speicher in der Knotenpriorität; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted configured processors in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gewichtete es die konfigurierten Prozessoren in der Knotenpriorität; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted job attributes in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui gewichtete er Job-Attribute in der Priorität; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it weighted job states in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui gewichtete er Job-Zustände in der Priorität; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it weighted load in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gewichtete es die Last in der Knotenpriorität; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted named job attributes in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui gewichtete er benannte Job-Attribute in der Priorität; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it weighted past usage in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gewichtete es den vergangenen Verbrauch in der Knotenpriorität; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted soft policy violations in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui gewichtete er Verletzungen weicher Grenzen in der Priorität; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it weighted speed in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>in Maui gewichtete es die Geschwindigkeit in der Knotenpriorität; NODEALLOCATIONPOLICY PRIORITY verwendet allein PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted the directly specified priority in Maui 3.0, before the CRED component existed; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui gewichtete er in Maui 3.0 die direkt angegebene Priorität, bevor es die CRED-Komponente gab; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui it weighted the group&apos;s class priority; Outrigger&apos;s CLASSWEIGHT is one global weight</source>
        <translation>in Maui gewichtete es die Klassenpriorität der Gruppe; Outriggers CLASSWEIGHT ist ein globales Gewicht</translation>
    </message>
    <message>
        <source>in Maui it weighted the job attribute priority component; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>in Maui gewichtete er die Prioritätskomponente der Job-Attribute; Outriggers Priorität hat die sechs Komponenten des Handbuchs (CRED FS RES SERV TARG USAGE) und keine weitere</translation>
    </message>
    <message>
        <source>in Maui&apos;s credential table every credential has a QOS list; a QOS&apos;s own means nothing</source>
        <translation>in Mauis Berechtigungstabelle hat jede Berechtigung eine QOS-Liste; die einer QOS selbst bedeutet nichts</translation>
    </message>
    <message>
        <source>in Maui&apos;s credential table every credential has a default QOS; a QOS&apos;s own means nothing</source>
        <translation>in Mauis Berechtigungstabelle hat jede Berechtigung eine Standard-QOS; die einer QOS selbst bedeutet nichts</translation>
    </message>
    <message>
        <source>backfilled only jobs that would otherwise wait long</source>
        <translation>füllte nur Jobs nach, die sonst lange warten würden</translation>
    </message>
    <message>
        <source>backfilled preemptible jobs into reserved space; Outrigger has no preemption yet</source>
        <translation>füllte verdrängbare Jobs in reservierten Platz nach; Outrigger kennt noch keine Verdrängung</translation>
    </message>
    <message>
        <source>called a site-written allocation function</source>
        <translation>rief eine vom Standort geschriebene Zuteilungsfunktion auf</translation>
    </message>
    <message>
        <source>chose nodes with the fewest resources left overall</source>
        <translation>wählte Knoten mit den wenigsten verbleibenden Ressourcen insgesamt</translation>
    </message>
    <message>
        <source>chose nodes with the fewest resources left per node</source>
        <translation>wählte Knoten mit den wenigsten verbleibenden Ressourcen je Knoten</translation>
    </message>
    <message>
        <source>measured backfill fit in nodes</source>
        <translation>maß die Backfill-Passung in Knoten</translation>
    </message>
    <message>
        <source>picked the backfill job that best fills a window&apos;s time</source>
        <translation>wählte den Backfill-Job, der die Zeit eines Fensters am besten füllt</translation>
    </message>
    <message>
        <source>simulated a workload to profile it</source>
        <translation>simulierte eine Arbeitslast, um sie zu profilieren</translation>
    </message>
    <message>
        <source>simulated one iteration per command</source>
        <translation>simulierte eine Iteration je Befehl</translation>
    </message>
    <message>
        <source>took the fastest nodes first; Outrigger runs every job for its recorded time</source>
        <translation>nahm zuerst die schnellsten Knoten; Outrigger lässt jeden Job seine aufgezeichnete Zeit laufen</translation>
    </message>
    <message>
        <source>took the first node set that fits</source>
        <translation>nahm die erste passende Knotenmenge</translation>
    </message>
    <message>
        <source>was Maui&apos;s name for its default policy</source>
        <translation>war Mauis Name für seine Standardrichtlinie</translation>
    </message>
</context>
<context>
    <name>DateText</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
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
    <name>DiagnosticText</name>
    <message>
        <source>unknown value &apos;%1&apos; for %2; expected one of %3</source>
        <translation>unbekannter Wert &apos;%1&apos; für %2; erwartet wird einer von %3</translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos; for %2; expected ON or OFF</source>
        <translation>unbekannter Wert &apos;%1&apos; für %2; erwartet wird ON oder OFF</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos;; the line is kept but has no effect</source>
        <translation>unbekannter Parameter &apos;%1&apos;; die Zeile bleibt erhalten, hat aber keine Wirkung</translation>
    </message>
    <message>
        <source>unknown attribute &apos;%1&apos; of %2; kept but has no effect</source>
        <translation>unbekanntes Attribut &apos;%1&apos; von %2; bleibt erhalten, hat aber keine Wirkung</translation>
    </message>
    <message>
        <source>expected a number for %1, found &apos;%2&apos;</source>
        <translation>erwartet eine Zahl für %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a whole number for %1, found &apos;%2&apos;</source>
        <translation>erwartet eine ganze Zahl für %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a duration [[[DD:]HH:]MM:]SS or INFINITY for %1, found &apos;%2&apos;</source>
        <translation>erwartet eine Dauer [[[TT:]HH:]MM:]SS oder INFINITY für %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected TRUE or FALSE for %1, found &apos;%2&apos;</source>
        <translation>erwartet TRUE oder FALSE für %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a value after %1</source>
        <translation>erwartet einen Wert nach %1</translation>
    </message>
    <message>
        <source>expected ATTR=VALUE, found &apos;%1&apos;</source>
        <translation>erwartet ATTR=WERT, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is a Maui parameter that Outrigger keeps without effect: %2</source>
        <translation>%1 ist ein Maui-Parameter, den Outrigger ohne Wirkung behält: %2</translation>
    </message>
    <message>
        <source>%1 is a Maui parameter that Outrigger does not use; kept</source>
        <translation>%1 ist ein Maui-Parameter, den Outrigger nicht verwendet; bleibt erhalten</translation>
    </message>
    <message>
        <source>%1 is a Maui attribute that Outrigger keeps without effect: %2</source>
        <translation>%1 ist ein Maui-Attribut, das Outrigger ohne Wirkung behält: %2</translation>
    </message>
    <message>
        <source>%1 is a Maui attribute that Outrigger does not use; kept</source>
        <translation>%1 ist ein Maui-Attribut, das Outrigger nicht verwendet; bleibt erhalten</translation>
    </message>
    <message>
        <source>%1 is a Maui 3.0 form, read as its modern equivalent; `orsim check-config --modernize` rewrites it</source>
        <translation>%1 ist eine Form aus Maui 3.0, gelesen als ihre moderne Entsprechung; `orsim check-config --modernize` schreibt sie um</translation>
    </message>
    <message>
        <source>%1 is accepted, no effect</source>
        <translation>%1 wird akzeptiert, ohne Wirkung</translation>
    </message>
    <message>
        <source>no job of class %1 in the workload can meet %2: the smallest asks for %3 %4, so all %5 of them would be refused</source>
        <translation>kein Job der Klasse %1 in der Last kann %2 einhalten: der kleinste fordert %3 %4 an, also würden alle %5 abgewiesen</translation>
    </message>
    <message>
        <source>%1 of the %2 jobs of class %3 in the workload exceed %4 and would be refused</source>
        <translation>%1 der %2 Jobs der Klasse %3 in der Last überschreiten %4 und würden abgewiesen</translation>
    </message>
    <message>
        <source>processors</source>
        <translation>Prozessoren</translation>
    </message>
    <message>
        <source>seconds of walltime</source>
        <translation>Sekunden Laufzeitlimit</translation>
    </message>
    <message>
        <source>processor-seconds</source>
        <translation>Prozessorsekunden</translation>
    </message>
    <message>
        <source>expected a parameter name, found &apos;%1&apos;</source>
        <translation>erwartet einen Parameternamen, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the index of %1</source>
        <translation>erwartet &apos;]&apos;, um den Index von %1 zu schließen</translation>
    </message>
    <message>
        <source>expected a space between %1 and its value, found &apos;=&apos;</source>
        <translation>erwartet ein Leerzeichen zwischen %1 und seinem Wert, gefunden &apos;=&apos;</translation>
    </message>
    <message>
        <source>expected a space after %1, found &apos;%2&apos;</source>
        <translation>erwartet ein Leerzeichen nach %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a value after %1=</source>
        <translation>erwartet einen Wert nach %1=</translation>
    </message>
    <message>
        <source>expected an index: %1[name]</source>
        <translation>erwartet einen Index: %1[Name]</translation>
    </message>
    <message>
        <source>%1 takes no index, found [%2]</source>
        <translation>%1 nimmt keinen Index, gefunden [%2]</translation>
    </message>
    <message>
        <source>expected an attribute name before &apos;=&apos;</source>
        <translation>erwartet einen Attributnamen vor &apos;=&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as %2: write %2 (the guide misspells it)</source>
        <translation>&apos;%1&apos; wird als %2 gelesen: schreiben Sie %2 (das Handbuch schreibt es falsch)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as another %2 value; separate list values with &apos;,&apos;, &apos;|&apos; or &apos;:&apos;</source>
        <translation>&apos;%1&apos; wird als weiterer Wert von %2 gelesen; trennen Sie Listenwerte mit &apos;,&apos;, &apos;|&apos; oder &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected a whole number of at least %1 for %2, found &apos;%3&apos;</source>
        <translation>erwartet eine ganze Zahl von mindestens %1 für %2, gefunden &apos;%3&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as %2 minutes %3 seconds (MM:SS, as the guide writes it); Maui 3.3 reads two fields as HH:MM (%2 hours %3 minutes): write all three fields</source>
        <translation>&apos;%1&apos; wird als %2 Minuten %3 Sekunden gelesen (MM:SS, wie das Handbuch schreibt); Maui 3.3 liest zwei Felder als HH:MM (%2 Stunden %3 Minuten): schreiben Sie alle drei Felder</translation>
    </message>
    <message>
        <source>%1 %2 is a Maui 3.3 value Outrigger does not have (in Maui it %3); read as %4</source>
        <translation>%1 %2 ist ein Wert aus Maui 3.3, den Outrigger nicht hat (in Maui: %3); gelesen als %4</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to 1000 as the index of %1, found &apos;%2&apos;</source>
        <translation>erwartet eine ganze Zahl von 0 bis 1000 als Index von %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the soft limit of %1 (%2) is looser than its hard limit (%3); the soft limit becomes %3</source>
        <translation>die weiche Grenze von %1 (%2) ist lockerer als ihre harte Grenze (%3); die weiche Grenze wird %3</translation>
    </message>
    <message>
        <source>expected USER, GROUP, ACCOUNT, QOS or CLASS in the index of %1, found &apos;%2&apos;</source>
        <translation>erwartet USER, GROUP, ACCOUNT, QOS oder CLASS im Index von %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a credential name after &apos;%1:&apos; in %2</source>
        <translation>erwartet einen Berechtigungsnamen nach &apos;%1:&apos; in %2</translation>
    </message>
    <message>
        <source>expected a fairshare target N, N+, N-, N^ or N% for %1, found &apos;%2&apos;</source>
        <translation>erwartet ein Fairshare-Ziel N, N+, N-, N^ oder N% für %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>flag %1 is accepted, no effect yet: Outrigger has no preemption yet</source>
        <translation>Flag %1 wird akzeptiert, noch ohne Wirkung: Outrigger hat noch keine Verdrängung</translation>
    </message>
    <message>
        <source>flag %1 is accepted, no effect</source>
        <translation>Flag %1 wird akzeptiert, ohne Wirkung</translation>
    </message>
    <message>
        <source>expected a name in %1, found &apos;%2&apos;</source>
        <translation>erwartet einen Namen in %1, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>STARTTIME %1 is not within one day (PERIOD=DAY)</source>
        <translation>STARTTIME %1 liegt nicht innerhalb eines Tages (PERIOD=DAY)</translation>
    </message>
    <message>
        <source>STARTTIME %1 is not within one week (PERIOD=WEEK)</source>
        <translation>STARTTIME %1 liegt nicht innerhalb einer Woche (PERIOD=WEEK)</translation>
    </message>
    <message>
        <source>ENDTIME %1 is past the end of the day (PERIOD=DAY)</source>
        <translation>ENDTIME %1 liegt nach dem Ende des Tages (PERIOD=DAY)</translation>
    </message>
    <message>
        <source>ENDTIME %1 is past the end of the week (PERIOD=WEEK)</source>
        <translation>ENDTIME %1 liegt nach dem Ende der Woche (PERIOD=WEEK)</translation>
    </message>
    <message>
        <source>ENDTIME %1 is not after STARTTIME %2: a window across midnight is two standing reservations (guide 7.1.5.2), one from STARTTIME to 24:00:00 and one from 00:00:00 to ENDTIME with the following DAYS</source>
        <translation>ENDTIME %1 liegt nicht nach STARTTIME %2: ein Fenster über Mitternacht sind zwei stehende Reservierungen (Handbuch 7.1.5.2), eine von STARTTIME bis 24:00:00 und eine von 00:00:00 bis ENDTIME mit den folgenden DAYS</translation>
    </message>
    <message>
        <source>ENDTIME %1 is not after STARTTIME %2</source>
        <translation>ENDTIME %1 liegt nicht nach STARTTIME %2</translation>
    </message>
    <message>
        <source>unknown day &apos;%1&apos; in DAYS; expected Mon, Tue, Wed, Thu, Fri, Sat, Sun or ALL</source>
        <translation>unbekannter Tag &apos;%1&apos; in DAYS; erwartet Mon, Tue, Wed, Thu, Fri, Sat, Sun oder ALL</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: &apos;]&apos; without &apos;[&apos;</source>
        <translation>fehlerhafter Host-Ausdruck &apos;%1&apos; in %2: &apos;]&apos; ohne &apos;[&apos;</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: &apos;[&apos; without &apos;]&apos;</source>
        <translation>fehlerhafter Host-Ausdruck &apos;%1&apos; in %2: &apos;[&apos; ohne &apos;]&apos;</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: expected a number or a range like 001-064, found &apos;%3&apos;</source>
        <translation>fehlerhafter Host-Ausdruck &apos;%1&apos; in %2: erwartet eine Zahl oder einen Bereich wie 001-064, gefunden &apos;%3&apos;</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: range &apos;%3&apos; runs backwards</source>
        <translation>fehlerhafter Host-Ausdruck &apos;%1&apos; in %2: Bereich &apos;%3&apos; läuft rückwärts</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: range &apos;%3&apos; is implausibly large</source>
        <translation>fehlerhafter Host-Ausdruck &apos;%1&apos; in %2: Bereich &apos;%3&apos; ist unglaubwürdig groß</translation>
    </message>
    <message>
        <source>expected OWNER=TYPE:NAME with TYPE one of USER, GROUP, ACCOUNT, QOS, CLASS, found &apos;%1&apos;</source>
        <translation>erwartet OWNER=TYP:NAME mit TYP einer von USER, GROUP, ACCOUNT, QOS, CLASS, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected NAME:VALUE or NAME=VALUE, found &apos;%1&apos; in %2</source>
        <translation>erwartet NAME:WERT oder NAME=WERT, gefunden &apos;%1&apos; in %2</translation>
    </message>
    <message>
        <source>FSPOLICY %1 is the Maui 3.0 spelling, which Maui 3.3 no longer accepts; read as %2 (--modernize rewrites it)</source>
        <translation>FSPOLICY %1 ist die Schreibweise von Maui 3.0, die Maui 3.3 nicht mehr akzeptiert; gelesen als %2 (--modernize schreibt es um)</translation>
    </message>
    <message>
        <source>expected a finite FSINTERVAL longer than zero, found &apos;%1&apos;</source>
        <translation>erwartet ein endliches FSINTERVAL größer als null, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected FSDECAY between 0 and 1, found &apos;%1&apos;</source>
        <translation>erwartet FSDECAY zwischen 0 und 1, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a port from 1 to 65535, found &apos;%1&apos;</source>
        <translation>erwartet einen Port von 1 bis 65535, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected an index: %1[index] (the QOS index it names)</source>
        <translation>erwartet einen Index: %1[Index] (der QOS-Index, den es benennt)</translation>
    </message>
    <message>
        <source>expected an index: %1[qos] (the QOS whose %2 it sets)</source>
        <translation>erwartet einen Index: %1[qos] (die QOS, deren %2 es setzt)</translation>
    </message>
    <message>
        <source>%1 %2 turns this limit off: %3 has no effect (left as written by --modernize)</source>
        <translation>%1 %2 schaltet diese Grenze ab: %3 hat keine Wirkung (von --modernize so belassen)</translation>
    </message>
    <message>
        <source>no job of the workload has a %1: the %2 the config names (%3) have no effect</source>
        <translation>kein Job der Last hat die Angabe %1: die %2, die die Konfiguration nennt (%3), haben keine Wirkung</translation>
    </message>
    <message>
        <source>none of the %1 the config names (%2) appears in the workload, whose %1 are %3: the config was written for other %1</source>
        <translation>keine der %1, die die Konfiguration nennt (%2), kommt in der Last vor, deren %1 %3 sind: die Konfiguration wurde für andere %1 geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) of the workload use %2 the config never mentions: %3; %4[DEFAULT] applies to them</source>
        <translation>
            <numerusform>%n Job der Last verwendet %2, die die Konfiguration nie nennt: %3; für ihn gilt %4[DEFAULT]</numerusform>
            <numerusform>%n Jobs der Last verwenden %2, die die Konfiguration nie nennt: %3; für sie gilt %4[DEFAULT]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) of the workload use %2 the config never mentions: %3; no settings of the config apply to them</source>
        <translation>
            <numerusform>%n Job der Last verwendet %2, die die Konfiguration nie nennt: %3; keine Einstellung der Konfiguration gilt für sie</numerusform>
            <numerusform>%n Jobs der Last verwenden %2, die die Konfiguration nie nennt: %3; keine Einstellung der Konfiguration gilt für sie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SRCFG[%1] HOSTLIST names %n node(s) the cluster does not have: %3</source>
        <translation>
            <numerusform>SRCFG[%1] HOSTLIST nennt %n Knoten, den der Cluster nicht hat: %3</numerusform>
            <numerusform>SRCFG[%1] HOSTLIST nennt %n Knoten, die der Cluster nicht hat: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SRCFG[%1] HOSTLIST names %n node(s) the cluster does not have: %3 (none of its nodes exists: the reservation holds nothing)</source>
        <translation>
            <numerusform>SRCFG[%1] HOSTLIST nennt %n Knoten, den der Cluster nicht hat: %3 (keiner ihrer Knoten existiert: die Reservierung hält nichts)</numerusform>
            <numerusform>SRCFG[%1] HOSTLIST nennt %n Knoten, die der Cluster nicht hat: %3 (keiner ihrer Knoten existiert: die Reservierung hält nichts)</numerusform>
        </translation>
    </message>
    <message>
        <source>SRCFG[%1] PARTITION=%2 is not a partition of the cluster (its partitions: %3)</source>
        <translation>SRCFG[%1] PARTITION=%2 ist keine Partition des Clusters (seine Partitionen: %3)</translation>
    </message>
    <message numerus="yes">
        <source>NODECFG[%1] names %n node(s) the cluster does not have: %3</source>
        <translation>
            <numerusform>NODECFG[%1] nennt %n Knoten, den der Cluster nicht hat: %3</numerusform>
            <numerusform>NODECFG[%1] nennt %n Knoten, die der Cluster nicht hat: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>NODECFG[%1] PARTITION=%2 is not a partition of the cluster (its partitions: %3)</source>
        <translation>NODECFG[%1] PARTITION=%2 ist keine Partition des Clusters (seine Partitionen: %3)</translation>
    </message>
    <message>
        <source>%1[%2] PDEF=%3 is not a partition of the cluster (its partitions: %4)</source>
        <translation>%1[%2] PDEF=%3 ist keine Partition des Clusters (seine Partitionen: %4)</translation>
    </message>
    <message>
        <source>NODECFG[%1]: node %2 has no PROCS: 1 processor assumed</source>
        <translation>NODECFG[%1]: Knoten %2 hat kein PROCS: 1 Prozessor angenommen</translation>
    </message>
    <message>
        <source>NODECFG[%1] %2=%3: must not be negative</source>
        <translation>NODECFG[%1] %2=%3: darf nicht negativ sein</translation>
    </message>
    <message>
        <source>NODECFG[%1] SLOT=%2: too large</source>
        <translation>NODECFG[%1] SLOT=%2: zu groß</translation>
    </message>
    <message>
        <source>NODECFG[%1] GRES=%2:%3: must not be negative</source>
        <translation>NODECFG[%1] GRES=%2:%3: darf nicht negativ sein</translation>
    </message>
    <message>
        <source>NODECFG[%1] SPEED=%2: must be greater than 0</source>
        <translation>NODECFG[%1] SPEED=%2: muss größer als 0 sein</translation>
    </message>
    <message>
        <source>NODECFG[%1] STATE=%2: expected UP, DOWN or DRAINED</source>
        <translation>NODECFG[%1] STATE=%2: erwartet UP, DOWN oder DRAINED</translation>
    </message>
    <message>
        <source>NODECFG[%1] RACK=%2: expected a non-negative rack number</source>
        <translation>NODECFG[%1] RACK=%2: erwartet eine nicht negative Racknummer</translation>
    </message>
    <message>
        <source>the SWF header gives neither MaxNodes nor MaxProcs: no default cluster (give a cluster file)</source>
        <translation>der SWF-Kopf nennt weder MaxNodes noch MaxProcs: kein Standard-Cluster (geben Sie eine Cluster-Datei an)</translation>
    </message>
    <message>
        <source>MaxProcs %1 is below MaxNodes %2: one processor per node</source>
        <translation>MaxProcs %1 ist kleiner als MaxNodes %2: ein Prozessor je Knoten</translation>
    </message>
    <message>
        <source>MaxProcs %1 is not a multiple of MaxNodes %2: the first %3 nodes get %4 processors, the rest %5</source>
        <translation>MaxProcs %1 ist kein Vielfaches von MaxNodes %2: die ersten %3 Knoten erhalten %4 Prozessoren, die übrigen %5</translation>
    </message>
    <message>
        <source>users</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>user</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <source>account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message numerus="yes">
        <source>(%n job(s))</source>
        <translation>
            <numerusform>(%n Job)</numerusform>
            <numerusform>(%n Jobs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 und %n weiterer</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairshareChartsText</name>
    <message>
        <source>%1: target %2%</source>
        <translation>%1: Ziel %2%</translation>
    </message>
    <message>
        <source>%1: under the floor %2% (priority raised)</source>
        <translation>%1: unter dem Boden %2% (Priorität angehoben)</translation>
    </message>
    <message>
        <source>%1: over the ceiling %2% (priority lowered)</source>
        <translation>%1: über der Decke %2% (Priorität gesenkt)</translation>
    </message>
    <message>
        <source>%1: at or over the cap %2% (jobs blocked)</source>
        <translation>%1: an oder über der Grenze %2% (Jobs blockiert)</translation>
    </message>
    <message>
        <source>%1: at or over the cap %2 (jobs blocked)</source>
        <translation>%1: an oder über der Grenze %2 (Jobs blockiert)</translation>
    </message>
    <message>
        <source>Usage against target</source>
        <translation>Nutzung gegen Ziel</translation>
    </message>
    <message>
        <source>End of window</source>
        <translation>Fensterende</translation>
    </message>
    <message>
        <source>Usage %</source>
        <translation>Nutzung %</translation>
    </message>
    <message>
        <source>Decayed usage %, as it stood at the end of each stored window, of %1, with their targets</source>
        <translation>Abgeklungene Nutzung in %, wie sie am Ende jedes gespeicherten Fensters stand, von %1, mit ihren Zielen</translation>
    </message>
    <message>
        <source>Decay of %1&apos;s usage</source>
        <translation>Abklingen der Nutzung von %1</translation>
    </message>
    <message>
        <source>% of what was delivered</source>
        <translation>% des Gelieferten</translation>
    </message>
    <message>
        <source>Window (weight FSDECAY^i)</source>
        <translation>Fenster (Gewicht FSDECAY^i)</translation>
    </message>
    <message>
        <source>Usage in the window</source>
        <translation>Nutzung im Fenster</translation>
    </message>
    <message>
        <source>Share after decay</source>
        <translation>Anteil nach Abklingen</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>Weighted sum: usage %1%</source>
        <translation>Gewichtete Summe: Nutzung %1%</translation>
    </message>
    <message>
        <source>Per window, %1&apos;s share of what was delivered, and that share times the window&apos;s weight over the weighted total; the weighted shares add up to the usage %.</source>
        <translation>Je Fenster der Anteil von %1 am Gelieferten und dieser Anteil mal dem Fenstergewicht über der gewichteten Summe; die gewichteten Anteile ergeben zusammen die Nutzung in %.</translation>
    </message>
    <message>
        <source>Usage by credential over the windows</source>
        <translation>Nutzung je Berechtigung über die Fenster</translation>
    </message>
    <message>
        <source>Window start</source>
        <translation>Fensterbeginn</translation>
    </message>
    <message>
        <source>Usage (FSPOLICY units)</source>
        <translation>Nutzung (Einheiten von FSPOLICY)</translation>
    </message>
    <message numerus="yes">
        <source>%n other(s)</source>
        <translation>
            <numerusform>%n weitere</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>What was delivered in each window, stacked by credential (the busiest first), oldest window first</source>
        <translation>Was in jedem Fenster geliefert wurde, gestapelt nach Berechtigung (die aktivsten zuerst), ältestes Fenster zuerst</translation>
    </message>
</context>
<context>
    <name>PriorityPresets</name>
    <message>
        <source>Maui&apos;s defaults</source>
        <translation>Mauis Standardwerte</translation>
    </message>
    <message>
        <source>Every component weight 1, every subcomponent 0 but queue time 1, no caps: first come, first served.</source>
        <translation>Jedes Komponentengewicht 1, jedes Teilgewicht 0 außer Wartezeit 1, keine Obergrenzen: wer zuerst kommt, wird zuerst bedient.</translation>
    </message>
    <message>
        <source>Fair shares first</source>
        <translation>Faire Anteile zuerst</translation>
    </message>
    <message>
        <source>A site that promises each group its share: fairshare usage against targets dominates, QOS priority next, queue time breaks ties.</source>
        <translation>Ein Standort, der jeder Gruppe ihren Anteil verspricht: die Fairshare-Nutzung gegenüber den Zielen dominiert, dann die QOS-Priorität, die Wartezeit entscheidet Gleichstände.</translation>
    </message>
    <message>
        <source>Short jobs first</source>
        <translation>Kurze Jobs zuerst</translation>
    </message>
    <message>
        <source>A throughput site: the expansion factor dominates, so short jobs start soon and long waits catch up; fairshare plays no part.</source>
        <translation>Ein Durchsatz-Standort: der Expansionsfaktor dominiert, so starten kurze Jobs bald und lange Wartezeiten holen auf; Fairshare spielt keine Rolle.</translation>
    </message>
</context>
<context>
    <name>PriorityTuning</name>
    <message>
        <source>Set %1 to %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
</context>
<context>
    <name>ProcessorCountsText</name>
    <message>
        <source>%L1 busy, %L2 reserved but idle, %L3 down, %L4 free of %L5 processors</source>
        <translation>%L1 belegt, %L2 reserviert, aber leer, %L3 ausgefallen, %L4 frei von %L5 Prozessoren</translation>
    </message>
    <message>
        <source>%L1 busy, %L2 reserved but idle, %L3 free of %L4 processors</source>
        <translation>%L1 belegt, %L2 reserviert, aber leer, %L3 frei von %L4 Prozessoren</translation>
    </message>
    <message>
        <source>Busy: running jobs use them. Reserved but idle: nothing runs on them, but a reservation holds them now (a waiting job&apos;s, a standing or an administrative one): only the jobs it admits may start there. Free: any job could start on them now.</source>
        <translation>Belegt: laufende Jobs nutzen sie. Reserviert, aber leer: nichts läuft darauf, doch eine Reservierung hält sie jetzt (die eines wartenden Jobs, eine ständige oder eine administrative): nur die Jobs, die sie zulässt, dürfen dort starten. Frei: jeder Job könnte jetzt darauf starten.</translation>
    </message>
</context>
<context>
    <name>SessionSummary</name>
    <message>
        <source>credentials (user, group, account, QOS and class priorities)</source>
        <translation>Berechtigungen (Prioritäten von Benutzer, Gruppe, Konto, QOS und Klasse)</translation>
    </message>
    <message>
        <source>fairshare (recent use against each one&apos;s target)</source>
        <translation>Fairshare (jüngste Nutzung gegenüber dem jeweiligen Ziel)</translation>
    </message>
    <message>
        <source>the resources requested</source>
        <translation>die angeforderten Ressourcen</translation>
    </message>
    <message>
        <source>time waited and expansion factor</source>
        <translation>Wartezeit und Expansionsfaktor</translation>
    </message>
    <message>
        <source>service targets</source>
        <translation>Serviceziele</translation>
    </message>
    <message>
        <source>resources used while running</source>
        <translation>während des Laufs genutzte Ressourcen</translation>
    </message>
    <message>
        <source>first fit</source>
        <translation>erster passender</translation>
    </message>
    <message>
        <source>best fit</source>
        <translation>bester passender</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>gierig</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 (%L2 nodes)</source>
        <translation>%1 (%L2 Knoten)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The cluster&lt;/b&gt;: %L1 nodes with %L2 processors; partitions %3.</source>
        <translation>&lt;b&gt;Der Cluster&lt;/b&gt;: %L1 Knoten mit %L2 Prozessoren; Partitionen %3.</translation>
    </message>
    <message>
        <source>Waiting jobs are taken in the order they came.</source>
        <translation>Wartende Jobs werden in der Reihenfolge ihres Eintreffens genommen.</translation>
    </message>
    <message>
        <source>Waiting jobs are ranked by %1.</source>
        <translation>Wartende Jobs werden gereiht nach %1.</translation>
    </message>
    <message>
        <source>The first of them holds a reservation of nodes for when it can start.</source>
        <translation>Der erste von ihnen hält eine Reservierung von Knoten für den Zeitpunkt, an dem er starten kann.</translation>
    </message>
    <message>
        <source>The first %L1 of them hold a reservation of nodes for when they can start.</source>
        <translation>Die ersten %L1 von ihnen halten eine Reservierung von Knoten für den Zeitpunkt, an dem sie starten können.</translation>
    </message>
    <message>
        <source>No job starts ahead of its turn (no backfill).</source>
        <translation>Kein Job startet vor der Reihe (kein Backfill).</translation>
    </message>
    <message>
        <source>A lower-ranked job starts ahead of its turn when it delays no reservation (backfill, %1).</source>
        <translation>Ein niedriger gereihter Job startet vor der Reihe, wenn er keine Reservierung verzögert (Backfill, %1).</translation>
    </message>
    <message>
        <source>Fairshare remembers use over %L1 windows of %2.</source>
        <translation>Fairshare merkt sich die Nutzung über %L1 Fenster von %2.</translation>
    </message>
    <message>
        <source>Throttling limits (%L1) cap what one user, group or class runs at once.</source>
        <translation>Drosselungsgrenzen (%L1) begrenzen, was ein Benutzer, eine Gruppe oder eine Klasse gleichzeitig laufen lässt.</translation>
    </message>
    <message>
        <source>Standing reservations set nodes aside: %1.</source>
        <translation>Ständige Reservierungen halten Knoten frei: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The policy&lt;/b&gt; (the open maui.cfg): %1</source>
        <translation>&lt;b&gt;Die Richtlinie&lt;/b&gt; (die geöffnete maui.cfg): %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The workload&lt;/b&gt;: %1, submitted from %2 to %3.</source>
        <translation>&lt;b&gt;Die Last&lt;/b&gt;: %1, eingereicht von %2 bis %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;On screen&lt;/b&gt;: a bar is a job on its nodes, coloured by user; hatched bars are nodes held for a waiting job; the vertical line is now. It plays by itself (Simulation &gt; Pause). The Queue panel says why each job waits; a click on a job shows its checkjob.</source>
        <translation>&lt;b&gt;Auf dem Bildschirm&lt;/b&gt;: Ein Balken ist ein Job auf seinen Knoten, gefärbt nach Benutzer; schraffierte Balken sind Knoten, die für einen wartenden Job gehalten werden; die senkrechte Linie ist jetzt. Die Simulation läuft von selbst (Simulation &gt; Pause). Die Ansicht Warteschlange sagt, warum jeder Job wartet; ein Klick auf einen Job zeigt seinen checkjob.</translation>
    </message>
    <message>
        <source>What you are looking at</source>
        <translation>Was Sie hier sehen</translation>
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
    <name>StandingWeek</name>
    <message>
        <source>no job may use it (no access list)</source>
        <translation>kein Job darf sie nutzen (keine Zugriffsliste)</translation>
    </message>
    <message numerus="yes">
        <source>every node (%n held)</source>
        <translation>
            <numerusform>jeder Knoten (%n gehalten)</numerusform>
            <numerusform>jeder Knoten (%n gehalten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>node %1 is also dedicated to %2 at the same time</source>
        <translation>Knoten %1 ist zur selben Zeit auch %2 fest zugewiesen</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) already reserved</source>
        <translation>
            <numerusform>%n Knoten bereits reserviert</numerusform>
            <numerusform>%n Knoten bereits reserviert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) in another partition</source>
        <translation>
            <numerusform>%n Knoten in einer anderen Partition</numerusform>
            <numerusform>%n Knoten in einer anderen Partition</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) without the features</source>
        <translation>
            <numerusform>%n Knoten ohne die Merkmale</numerusform>
            <numerusform>%n Knoten ohne die Merkmale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) not up</source>
        <translation>
            <numerusform>%n Knoten nicht in Betrieb</numerusform>
            <numerusform>%n Knoten nicht in Betrieb</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be placed whole: %1 of %2 tasks</source>
        <translation>nicht vollständig platzierbar: %1 von %2 Tasks</translation>
    </message>
    <message>
        <source>past</source>
        <translation>vorbei</translation>
    </message>
    <message>
        <source>held by the scheduler</source>
        <translation>vom Scheduler gehalten</translation>
    </message>
    <message>
        <source>beyond DEPTH, not made yet</source>
        <translation>jenseits von DEPTH, noch nicht angelegt</translation>
    </message>
    <message>
        <source>%1, %2 %3 to %4, %5; %6; access: %7</source>
        <translation>%1, %2 %3 bis %4, %5; %6; Zugriff: %7</translation>
    </message>
    <message>
        <source>conflict: %1</source>
        <translation>Konflikt: %1</translation>
    </message>
    <message>
        <source>%1, %2 %3: %4</source>
        <translation>%1, %2 %3: %4</translation>
    </message>
    <message>
        <source>%1 makes no instance: %2</source>
        <translation>%1 erzeugt keine Instanz: %2</translation>
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
    <name>WaitReasonText</name>
    <message>
        <source>Held: it waits until the hold is released</source>
        <translation>Zurückgehalten: er wartet, bis die Sperre aufgehoben wird</translation>
    </message>
    <message>
        <source>Waits for processors: %L1 free now, %L2 requested</source>
        <translation>Wartet auf Prozessoren: %L1 jetzt frei, %L2 angefordert</translation>
    </message>
    <message>
        <source>Next in line: nodes are reserved for it from %1</source>
        <translation>Als Nächster an der Reihe: Knoten sind ab %1 für ihn reserviert</translation>
    </message>
    <message>
        <source>Would fit, but starting it now would delay the reservation of job %1</source>
        <translation>Würde passen, aber ein Start jetzt würde die Reservierung von Job %1 verzögern</translation>
    </message>
    <message>
        <source>Waits its turn: higher-ranked jobs hold the reservations (depth %L1); only backfill can start it</source>
        <translation>Wartet, bis er an der Reihe ist: höher gereihte Jobs halten die Reservierungen (Tiefe %L1); nur Backfill kann ihn starten</translation>
    </message>
    <message>
        <source>Waits for job %1 to complete</source>
        <translation>Wartet auf das Ende von Job %1</translation>
    </message>
    <message>
        <source>Submitted since the last scheduling iteration: not looked at yet</source>
        <translation>Seit der letzten Planungsiteration eingereicht: noch nicht betrachtet</translation>
    </message>
    <message>
        <source>Fits now: starts at the next scheduling iteration</source>
        <translation>Passt jetzt: startet bei der nächsten Planungsiteration</translation>
    </message>
    <message>
        <source>Can never run: no set of nodes of partition %1 holds its %L2 tasks (at most %L3 fit; %4 run out)</source>
        <translation>Kann nie laufen: keine Knotenmenge der Partition %1 fasst seine %L2 Tasks (höchstens %L3 passen; %4 reichen nicht)</translation>
    </message>
    <message>
        <source>Freed processors are kept for jobs of at least %L1 processors until %2 (BFCHUNKSIZE)</source>
        <translation>Freigewordene Prozessoren bleiben bis %2 Jobs mit mindestens %L1 Prozessoren vorbehalten (BFCHUNKSIZE)</translation>
    </message>
    <message>
        <source>Waits for the jobs ahead of it: backfill is off (BACKFILLPOLICY NONE)</source>
        <translation>Wartet auf die Jobs vor ihm: Backfill ist aus (BACKFILLPOLICY NONE)</translation>
    </message>
    <message>
        <source>Waits for the jobs ahead of it: a higher-priority job cannot start (first come, first served)</source>
        <translation>Wartet auf die Jobs vor ihm: ein Job höherer Priorität kann nicht starten (wer zuerst kommt, wird zuerst bedient)</translation>
    </message>
    <message>
        <source>user</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>weich</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hart</translation>
    </message>
    <message>
        <source>Blocked: %1 has reached its %2 limit of %L3 (%4): %L5 eligible, the job needs %L6</source>
        <translation>Blockiert: %1 hat die Grenze %2 von %L3 erreicht (%4): %L5 bereit, der Job braucht %L6</translation>
    </message>
    <message>
        <source>Blocked: %1 has reached its %2 limit of %L3 (%4): %L5 in use, the job needs %L6</source>
        <translation>Blockiert: %1 hat die Grenze %2 von %L3 erreicht (%4): %L5 in Gebrauch, der Job braucht %L6</translation>
    </message>
</context>
<context>
    <name>WhatIfChartsText</name>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>%1, B − A</source>
        <translation>%1, B − A</translation>
    </message>
    <message>
        <source>%1 under B minus under A (%2): the %3 largest changes of %4.</source>
        <translation>%1 unter B minus unter A (%2): die %3 größten Änderungen von %4.</translation>
    </message>
    <message>
        <source>%1 under B minus under A (%2).</source>
        <translation>%1 unter B minus unter A (%2).</translation>
    </message>
    <message>
        <source>Wait-time distribution</source>
        <translation>Verteilung der Wartezeiten</translation>
    </message>
    <message>
        <source>Wait (hours)</source>
        <translation>Wartezeit (Stunden)</translation>
    </message>
    <message>
        <source>Started jobs (%)</source>
        <translation>Gestartete Jobs (%)</translation>
    </message>
    <message>
        <source>The cumulative distribution of waits: for each wait on the x axis, the share of started jobs that waited at most that long, under A (solid line) and B (dashed line). Higher and further left is shorter waiting.</source>
        <translation>Die kumulative Verteilung der Wartezeiten: für jede Wartezeit auf der x-Achse der Anteil der gestarteten Jobs, die höchstens so lange warteten, unter A (durchgezogen) und B (gestrichelt). Höher und weiter links heißt kürzeres Warten.</translation>
    </message>
    <message>
        <source>Utilization over time</source>
        <translation>Auslastung über die Zeit</translation>
    </message>
    <message>
        <source>Hours since the first submission</source>
        <translation>Stunden seit der ersten Einreichung</translation>
    </message>
    <message>
        <source>Busy (%)</source>
        <translation>Belegt (%)</translation>
    </message>
    <message>
        <source>The share of the machine&apos;s processors busy in each hour, under A (solid line) and B (dashed line).</source>
        <translation>Der Anteil der belegten Prozessoren der Maschine in jeder Stunde, unter A (durchgezogen) und B (gestrichelt).</translation>
    </message>
    <message>
        <source>Queue length over time</source>
        <translation>Warteschlangenlänge über die Zeit</translation>
    </message>
    <message>
        <source>Jobs waiting</source>
        <translation>Wartende Jobs</translation>
    </message>
    <message>
        <source>The number of jobs waiting at the start of each hour, under A (solid line) and B (dashed line).</source>
        <translation>Die Zahl der wartenden Jobs zu Beginn jeder Stunde, unter A (durchgezogen) und B (gestrichelt).</translation>
    </message>
    <message>
        <source>Change in mean wait: %1</source>
        <translation>Änderung der mittleren Wartezeit: %1</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>Mean wait</source>
        <translation>Mittlere Wartezeit</translation>
    </message>
    <message>
        <source>Change in delivered processor-hours: %1</source>
        <translation>Änderung der gelieferten Prozessorstunden: %1</translation>
    </message>
    <message>
        <source>Proc-hours</source>
        <translation>Proz.-Stunden</translation>
    </message>
    <message>
        <source>Delivered processor-hours</source>
        <translation>Gelieferte Prozessorstunden</translation>
    </message>
</context>
<context>
    <name>WhatIfReportText</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The question:</source>
        <translation>Die Frage:</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>Last: %1</translation>
    </message>
    <message>
        <source>Configuration A: %1</source>
        <translation>Konfiguration A: %1</translation>
    </message>
    <message>
        <source>Configuration B: %1</source>
        <translation>Konfiguration B: %1</translation>
    </message>
    <message>
        <source>Made on %1</source>
        <translation>Erstellt am %1</translation>
    </message>
    <message>
        <source>What differs between A and B</source>
        <translation>Was sich zwischen A und B unterscheidet</translation>
    </message>
    <message>
        <source>The two configurations set every parameter alike.</source>
        <translation>Die beiden Konfigurationen setzen jeden Parameter gleich.</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
    <message numerus="yes">
        <source>A and B are medians over %n seed(s) of the demo workload.</source>
        <translation>
            <numerusform>A und B sind Mediane über %n Seed der Demo-Last.</numerusform>
            <numerusform>A und B sind Mediane über %n Seeds der Demo-Last.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per credential: %1</source>
        <translation>Je Berechtigung: %1</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Workload %1: %2</source>
        <translation>Last %1: %2</translation>
    </message>
    <message>
        <source>Seeds: %1</source>
        <translation>Seeds: %1</translation>
    </message>
    <message>
        <source>Configuration A (%1) %2: %3</source>
        <translation>Konfiguration A (%1) %2: %3</translation>
    </message>
    <message>
        <source>Configuration B (%1) %2: %3</source>
        <translation>Konfiguration B (%1) %2: %3</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>Definitionen</translation>
    </message>
    <message>
        <source>Change is B minus A; change % is that as a percentage of A. Better names the configuration that does better on the metric in the direction stated.</source>
        <translation>Änderung ist B minus A; Änderung % ist dies in Prozent von A. Besser nennt die Konfiguration, die bei der Kennzahl in der angegebenen Richtung besser abschneidet.</translation>
    </message>
    <message>
        <source>Cannot write %1 as a PNG image</source>
        <translation>%1 kann nicht als PNG-Bild geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot write %1 as a PDF document</source>
        <translation>%1 kann nicht als PDF-Dokument geschrieben werden</translation>
    </message>
</context>
<context>
    <name>WhatIfText</name>
    <message>
        <source>Mean wait</source>
        <translation>Mittlere Wartezeit</translation>
    </message>
    <message>
        <source>The average time a started job waited between its submission and its start.</source>
        <translation>Die durchschnittliche Zeit, die ein gestarteter Job zwischen Einreichung und Start wartete.</translation>
    </message>
    <message>
        <source>Median wait</source>
        <translation>Median der Wartezeit</translation>
    </message>
    <message>
        <source>Half of the started jobs waited at most this long (nearest rank).</source>
        <translation>Die Hälfte der gestarteten Jobs wartete höchstens so lange (nächster Rang).</translation>
    </message>
    <message>
        <source>95th percentile wait</source>
        <translation>Wartezeit, 95. Perzentil</translation>
    </message>
    <message>
        <source>95 % of the started jobs waited at most this long (nearest rank).</source>
        <translation>95 % der gestarteten Jobs warteten höchstens so lange (nächster Rang).</translation>
    </message>
    <message>
        <source>Longest wait</source>
        <translation>Längste Wartezeit</translation>
    </message>
    <message>
        <source>The longest time any started job waited.</source>
        <translation>Die längste Zeit, die ein gestarteter Job wartete.</translation>
    </message>
    <message>
        <source>Mean bounded slowdown (τ = %1 s)</source>
        <translation>Mittlerer begrenzter Slowdown (τ = %1 s)</translation>
    </message>
    <message>
        <source>Per finished job max(1, (wait + run time) / max(run time, τ)), averaged; τ = %1 s keeps very short jobs from dominating. 1 means no job waited.</source>
        <translation>Je beendetem Job max(1, (Wartezeit + Laufzeit) / max(Laufzeit, τ)), gemittelt; τ = %1 s verhindert, dass sehr kurze Jobs überwiegen. 1 heißt, kein Job wartete.</translation>
    </message>
    <message>
        <source>Mean expansion factor</source>
        <translation>Mittlerer Expansionsfaktor</translation>
    </message>
    <message>
        <source>Per started job (wait + requested walltime) / requested walltime, averaged: how many times its requested time a job takes to come back.</source>
        <translation>Je gestartetem Job (Wartezeit + angeforderte Walltime) / angeforderte Walltime, gemittelt: das Wievielfache seiner angeforderten Zeit ein Job braucht, bis er zurückkommt.</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Processor-seconds delivered to finished jobs divided by the machine&apos;s processors times the makespan.</source>
        <translation>An beendete Jobs gelieferte Prozessorsekunden geteilt durch die Prozessoren der Maschine mal die Gesamtdauer.</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Gesamtdauer (Makespan)</translation>
    </message>
    <message>
        <source>From the first submission to the last job&apos;s end.</source>
        <translation>Von der ersten Einreichung bis zum Ende des letzten Jobs.</translation>
    </message>
    <message>
        <source>Backfilled share</source>
        <translation>Anteil Backfill</translation>
    </message>
    <message>
        <source>The share of all jobs that started ahead of a higher-priority waiting job (backfill). Descriptive: neither more nor less is better in itself.</source>
        <translation>Der Anteil aller Jobs, die vor einem wartenden Job höherer Priorität starteten (Backfill). Beschreibend: weder mehr noch weniger ist an sich besser.</translation>
    </message>
    <message>
        <source>Jobs started</source>
        <translation>Gestartete Jobs</translation>
    </message>
    <message>
        <source>Jobs that started during the replay.</source>
        <translation>Jobs, die während der Wiedergabe starteten.</translation>
    </message>
    <message>
        <source>Jobs rejected</source>
        <translation>Abgewiesene Jobs</translation>
    </message>
    <message>
        <source>Jobs the configuration can never run (a hard limit or a request no node fits); they never waited in the queue.</source>
        <translation>Jobs, die die Konfiguration nie ausführen kann (ein hartes Limit oder eine Anforderung, die auf keinen Knoten passt); sie warteten nie in der Warteschlange.</translation>
    </message>
    <message>
        <source>Jobs never started</source>
        <translation>Nie gestartete Jobs</translation>
    </message>
    <message>
        <source>Jobs neither started nor rejected: still waiting when the replay ended.</source>
        <translation>Jobs, die weder gestartet noch abgewiesen wurden: sie warteten noch, als die Wiedergabe endete.</translation>
    </message>
    <message>
        <source>%L1 s</source>
        <translation>%L1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%L1 d %2 h</source>
        <translation>%L1 T %2 h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 proc-h</source>
        <translation>%1 Proz.-h</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation>Niedriger ist besser</translation>
    </message>
    <message>
        <source>Higher is better</source>
        <translation>Höher ist besser</translation>
    </message>
    <message>
        <source>Neither is better</source>
        <translation>Keine Richtung ist besser</translation>
    </message>
    <message>
        <source>— descriptive</source>
        <translation>— beschreibend</translation>
    </message>
    <message>
        <source>= same</source>
        <translation>= gleich</translation>
    </message>
    <message>
        <source>%1 B better</source>
        <translation>%1 B besser</translation>
    </message>
    <message>
        <source>%1 A better</source>
        <translation>%1 A besser</translation>
    </message>
    <message>
        <source>min %1 · median %2 · max %3</source>
        <translation>min. %1 · Median %2 · max. %3</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::BlockedModel</name>
    <message>
        <source>the system</source>
        <translation>das System</translation>
    </message>
    <message>
        <source>%1 is %2 per job; the job asks %3</source>
        <translation>%1 ist %2 je Job; der Job verlangt %3</translation>
    </message>
    <message>
        <source>%1: %2 %3 reached (%4 idle jobs&apos; worth eligible, %5 asked)</source>
        <translation>%1: %2 %3 erreicht (%4 wartende Jobs zugelassen, %5 verlangt)</translation>
    </message>
    <message>
        <source>%1: %2 %3 reached (%4 in use, %5 asked)</source>
        <translation>%1: %2 %3 erreicht (%4 belegt, %5 verlangt)</translation>
    </message>
    <message>
        <source>not while these limits stand</source>
        <translation>nicht, solange diese Limits gelten</translation>
    </message>
    <message numerus="yes">
        <source>%n limit(s)</source>
        <translation>
            <numerusform>%n Limit</numerusform>
            <numerusform>%n Limits</numerusform>
        </translation>
    </message>
    <message>
        <source>no earlier than %1</source>
        <translation>nicht vor %1</translation>
    </message>
    <message>
        <source>hard: no pass may start it</source>
        <translation>hart: kein Durchgang darf ihn starten</translation>
    </message>
    <message>
        <source>soft: only leftovers may start it</source>
        <translation>weich: nur Übriggebliebenes darf ihn starten</translation>
    </message>
    <message>
        <source>room at %1</source>
        <translation>Platz ab %1</translation>
    </message>
    <message>
        <source>The blocked job, and under it every limit that holds it back.</source>
        <translation>Der blockierte Job und darunter jedes Limit, das ihn zurückhält.</translation>
    </message>
    <message>
        <source>A soft limit lets the job start only on resources left over once jobs within their soft limits are placed; a hard limit lets no pass start it.</source>
        <translation>Ein weiches Limit lässt den Job nur auf Ressourcen starten, die übrig sind, wenn die Jobs innerhalb ihrer weichen Limits platziert sind; ein hartes Limit lässt ihn in keinem Durchgang starten.</translation>
    </message>
    <message>
        <source>Job / limit</source>
        <translation>Job / Limit</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>%1: fairshare cap FSTARGET=%2 reached (decayed usage %3, cap at %4); room at the window roll that takes it under, if nothing more is charged</source>
        <translation>%1: Fairshare-Obergrenze FSTARGET=%2 erreicht (abgeklungene Nutzung %3, Obergrenze bei %4); Platz beim Fensterwechsel, der sie darunter bringt, wenn nichts mehr angerechnet wird</translation>
    </message>
    <message>
        <source>When the limit has room for the job if the running jobs end at their walltime limits and nothing else starts (for a fairshare cap: the window roll at which the credential&apos;s decayed usage drops under the cap if nothing more is charged to it); for the job, the latest of its limits: it cannot start earlier.</source>
        <translation>Wann das Limit Platz für den Job hat, wenn die laufenden Jobs an ihrer Laufzeitgrenze enden und nichts anderes startet (bei einer Fairshare-Obergrenze: der Fensterwechsel, bei dem die abgeklungene Nutzung der Berechtigung unter die Obergrenze fällt, wenn ihr nichts mehr angerechnet wird); für den Job das späteste seiner Limits: früher kann er nicht starten.</translation>
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
    <message>
        <source>&amp;Modernize Legacy Parameters</source>
        <translation>Alte Parameter &amp;modernisieren</translation>
    </message>
    <message>
        <source>Rewrite Maui 3.0 forms (SR*, MAX*PER*COUNT, QOS*) as SRCFG, USERCFG and QOSCFG lines</source>
        <translation>Maui-3.0-Formen (SR*, MAX*PER*COUNT, QOS*) als SRCFG-, USERCFG- und QOSCFG-Zeilen neu schreiben</translation>
    </message>
    <message>
        <source>Send to What-if &amp;B</source>
        <translation>An Was-wäre-wenn &amp;B senden</translation>
    </message>
    <message>
        <source>Make the configuration as edited here configuration B of the What-if panel; A stays the configuration as last opened or saved</source>
        <translation>Die hier bearbeitete Konfiguration zur Konfiguration B des Bereichs Was-wäre-wenn machen; A bleibt die Konfiguration, wie zuletzt geöffnet oder gespeichert</translation>
    </message>
    <message>
        <source>Sent to the service; waiting for its answer...</source>
        <translation>An den Dienst gesendet; warte auf seine Antwort ...</translation>
    </message>
    <message>
        <source>Apply to &amp;Service</source>
        <translation>Auf &amp;Dienst anwenden</translation>
    </message>
    <message>
        <source>Send the parameters changed since connecting to the service as changeparam commands; the service edits its own maui.cfg and answers here</source>
        <translation>Die seit dem Verbinden geänderten Parameter als changeparam-Befehle an den Dienst senden; der Dienst ändert seine eigene maui.cfg und antwortet hier</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected parameter, or attribute of a *CFG line, from the configuration: it returns to its default</source>
        <translation>Den gewählten Parameter oder das Attribut einer *CFG-Zeile aus der Konfiguration entfernen: er gilt wieder mit seinem Standardwert</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::CredentialLegend</name>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::FairshareModel</name>
    <message>
        <source>Users</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Konten</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Klassen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Usage %, oldest window first: %1</source>
        <translation>Nutzung in %, ältestes Fenster zuerst: %1</translation>
    </message>
    <message>
        <source>%1 of %2 delivered in this window (%3%), weighed %4</source>
        <translation>%1 von %2 in diesem Fenster geliefert (%3%), Gewicht %4</translation>
    </message>
    <message>
        <source> (capped)</source>
        <translation> (an der Grenze)</translation>
    </message>
    <message>
        <source>Usage has reached the cap: jobs of %1 may not start</source>
        <translation>Die Nutzung hat die Grenze erreicht: Jobs von %1 dürfen nicht starten</translation>
    </message>
    <message>
        <source>Window 0 (now)</source>
        <translation>Fenster 0 (jetzt)</translation>
    </message>
    <message>
        <source>Window %1</source>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>Credential</source>
        <translation>Berechtigung</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>What the target means</source>
        <translation>Was das Ziel bedeutet</translation>
    </message>
    <message>
        <source>Usage %</source>
        <translation>Nutzung %</translation>
    </message>
    <message>
        <source>FS factor</source>
        <translation>FS-Faktor</translation>
    </message>
    <message>
        <source>Usage % as configured</source>
        <translation>Nutzung % laut Konfiguration</translation>
    </message>
    <message>
        <source>FS factor as configured</source>
        <translation>FS-Faktor laut Konfiguration</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>What this credential used in one fairshare window (FSINTERVAL long), in the unit of FSPOLICY (processor-seconds for DEDICATEDPS). Window 0 is the current one; older windows count less, by FSDECAY once per window.</source>
        <translation>Was diese Berechtigung in einem Fairshare-Fenster (FSINTERVAL lang) genutzt hat, in der Einheit von FSPOLICY (Prozessorsekunden bei DEDICATEDPS). Fenster 0 ist das aktuelle; ältere Fenster zählen weniger, je Fenster um FSDECAY.</translation>
    </message>
    <message>
        <source>The user, group, account, QOS or class. &quot;(capped)&quot; marks one whose usage reached its cap: its jobs may not start.</source>
        <translation>Benutzer, Gruppe, Konto, QOS oder Klasse. „(an der Grenze)“ markiert eine, deren Nutzung ihre Grenze erreicht hat: ihre Jobs dürfen nicht starten.</translation>
    </message>
    <message>
        <source>FSTARGET as written in maui.cfg: N a target, N+ a floor, N- a ceiling, N^ an absolute cap, N% a cap relative to all usage.</source>
        <translation>FSTARGET wie in maui.cfg: N ein Ziel, N+ ein Boden, N- eine Decke, N^ eine absolute Grenze, N% eine Grenze relativ zur gesamten Nutzung.</translation>
    </message>
    <message>
        <source>The target in words: what it does to the priority of this credential&apos;s jobs.</source>
        <translation>Das Ziel in Worten: was es mit der Priorität der Jobs dieser Berechtigung macht.</translation>
    </message>
    <message>
        <source>The credential&apos;s share of everything delivered, recent windows weighing more: the sum over windows of FSDECAY^i times its usage, divided by the same sum over all usage.</source>
        <translation>Der Anteil der Berechtigung an allem Gelieferten, neuere Fenster wiegen mehr: die Summe über die Fenster von FSDECAY^i mal ihrer Nutzung, geteilt durch dieselbe Summe über alle Nutzung.</translation>
    </message>
    <message>
        <source>What fairshare adds to the priority of this credential&apos;s jobs before weights: target minus usage (a floor keeps only gains, a ceiling only losses; caps add nothing).</source>
        <translation>Was Fairshare vor den Gewichten zur Priorität der Jobs dieser Berechtigung beiträgt: Ziel minus Nutzung (ein Boden behält nur Gewinne, eine Decke nur Verluste; Grenzen tragen nichts bei).</translation>
    </message>
    <message>
        <source>The usage % under the configuration in force, to compare with a what-if.</source>
        <translation>Die Nutzung in % unter der geltenden Konfiguration, zum Vergleich mit einem Was-wäre-wenn.</translation>
    </message>
    <message>
        <source>The FS factor under the configuration in force, to compare with a what-if.</source>
        <translation>Der FS-Faktor unter der geltenden Konfiguration, zum Vergleich mit einem Was-wäre-wenn.</translation>
    </message>
    <message>
        <source>The usage % as it stood at the end of each stored window, oldest on the left.</source>
        <translation>Die Nutzung in %, wie sie am Ende jedes gespeicherten Fensters stand, das älteste links.</translation>
    </message>
    <message>
        <source>no target: fairshare leaves its priority alone</source>
        <translation>kein Ziel: Fairshare lässt die Priorität unverändert</translation>
    </message>
    <message>
        <source>steered towards %1% (priority scaled by how far under or over)</source>
        <translation>auf %1% gesteuert (Priorität je nach Abstand darunter oder darüber)</translation>
    </message>
    <message>
        <source>steered towards %1%: priority rises under it and falls over it</source>
        <translation>auf %1% gesteuert: darunter steigt die Priorität, darüber sinkt sie</translation>
    </message>
    <message>
        <source>floor of %1%: priority rises while usage is under it, never falls</source>
        <translation>Boden von %1%: die Priorität steigt, solange die Nutzung darunter liegt, und sinkt nie</translation>
    </message>
    <message>
        <source>ceiling of %1%: priority falls while usage is over it, never rises</source>
        <translation>Decke von %1%: die Priorität sinkt, solange die Nutzung darüber liegt, und steigt nie</translation>
    </message>
    <message>
        <source>cap of %1 (decayed usage): no job starts once usage reaches it</source>
        <translation>Grenze von %1 (abgeklungene Nutzung): kein Job startet, sobald die Nutzung sie erreicht</translation>
    </message>
    <message>
        <source>cap of %1% of all usage: no job starts once usage reaches it</source>
        <translation>Grenze von %1% der gesamten Nutzung: kein Job startet, sobald die Nutzung sie erreicht</translation>
    </message>
    <message numerus="yes">
        <source>If %1 is charged nothing more, its usage is under its target after %n window roll(s), at %2. Running jobs&apos; use is counted only as far as charged now.</source>
        <translation>
            <numerusform>Wird %1 nichts mehr angerechnet, liegt die Nutzung nach %n Fensterwechsel unter dem Ziel, am %2. Laufende Jobs zählen nur, soweit sie bisher angerechnet sind.</numerusform>
            <numerusform>Wird %1 nichts mehr angerechnet, liegt die Nutzung nach %n Fensterwechseln unter dem Ziel, am %2. Laufende Jobs zählen nur, soweit sie bisher angerechnet sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back under target</source>
        <translation>Wieder unter dem Ziel</translation>
    </message>
    <message>
        <source>When the credential&apos;s usage is back under its target (or cap) if it submits nothing more: old windows lose weight by FSDECAY at each roll and leave after FSDEPTH, while the rest of the machine keeps delivering its average. Empty for no target or a floor.</source>
        <translation>Wann die Nutzung der Berechtigung wieder unter ihrem Ziel (oder ihrer Obergrenze) liegt, wenn sie nichts mehr einreicht: alte Fenster verlieren bei jedem Wechsel um FSDECAY an Gewicht und fallen nach FSDEPTH heraus, während der Rest der Maschine weiter ihren Durchschnitt liefert. Leer ohne Ziel oder bei einer Untergrenze.</translation>
    </message>
    <message>
        <source>under now</source>
        <translation>jetzt darunter</translation>
    </message>
    <message numerus="yes">
        <source>in %n window(s), %1</source>
        <translation>
            <numerusform>in %n Fenster, %1</numerusform>
            <numerusform>in %n Fenstern, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::FairsharePanel</name>
    <message>
        <source>Fairshare</source>
        <translation>Fairshare</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>credential name</source>
        <translation>Name der Berechtigung</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Spalten</translation>
    </message>
    <message>
        <source>What each column means</source>
        <translation>Was jede Spalte bedeutet</translation>
    </message>
    <message>
        <source>&amp;Hold still</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Keep the table and charts as they are while the session runs on</source>
        <translation>Tabelle und Diagramme so lassen, wie sie sind, während die Sitzung weiterläuft</translation>
    </message>
    <message>
        <source>&lt;b&gt;What if…&lt;/b&gt;</source>
        <translation>&lt;b&gt;Was wäre, wenn…&lt;/b&gt;</translation>
    </message>
    <message>
        <source>FS&amp;DECAY:</source>
        <translation>FS&amp;DECAY:</translation>
    </message>
    <message>
        <source>How much each older window counts: window i weighs FSDECAY^i</source>
        <translation>Wie viel jedes ältere Fenster zählt: Fenster i wiegt FSDECAY^i</translation>
    </message>
    <message>
        <source>FSD&amp;EPTH:</source>
        <translation>FSD&amp;EPTH:</translation>
    </message>
    <message>
        <source>How many of the stored windows count</source>
        <translation>Wie viele der gespeicherten Fenster zählen</translation>
    </message>
    <message>
        <source>&amp;Target of the selected:</source>
        <translation>&amp;Ziel der Auswahl:</translation>
    </message>
    <message>
        <source>e.g. 25, 10+, 5-, 30%; Return applies</source>
        <translation>z. B. 25, 10+, 5-, 30%; Eingabetaste übernimmt</translation>
    </message>
    <message>
        <source>&amp;Back to the Configuration</source>
        <translation>&amp;Zurück zur Konfiguration</translation>
    </message>
    <message>
        <source>Fairshare usage per credential</source>
        <translation>Fairshare-Nutzung je Berechtigung</translation>
    </message>
    <message>
        <source>Usage against target</source>
        <translation>Nutzung gegen Ziel</translation>
    </message>
    <message>
        <source>Windows and decay</source>
        <translation>Fenster und Abklingen</translation>
    </message>
    <message>
        <source>Usage by credential</source>
        <translation>Nutzung je Berechtigung</translation>
    </message>
    <message>
        <source>No fairshare report yet: start a session.</source>
        <translation>Noch kein Fairshare-Bericht: starten Sie eine Sitzung.</translation>
    </message>
    <message>
        <source>No fairshare report: %1</source>
        <translation>Kein Fairshare-Bericht: %1</translation>
    </message>
    <message>
        <source>The fairshare report does not read: %1</source>
        <translation>Der Fairshare-Bericht ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>FSPOLICY %1 · %2 windows of %3 h · FSDECAY %4 · %5 credentials</source>
        <translation>FSPOLICY %1 · %2 Fenster zu %3 h · FSDECAY %4 · %5 Berechtigungen</translation>
    </message>
    <message>
        <source>Change a parameter to see the usage and factors it would give, recomputed from the stored windows.</source>
        <translation>Ändern Sie einen Parameter, um die Nutzung und Faktoren zu sehen, die er ergäbe, neu berechnet aus den gespeicherten Fenstern.</translation>
    </message>
    <message>
        <source>FSDECAY %1 (configured %2)</source>
        <translation>FSDECAY %1 (konfiguriert %2)</translation>
    </message>
    <message>
        <source>FSDEPTH %1 (configured %2)</source>
        <translation>FSDEPTH %1 (konfiguriert %2)</translation>
    </message>
    <message>
        <source>%1 target %2</source>
        <translation>%1 Ziel %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Showing the configuration in force.</source>
        <translation>Angezeigt wird die geltende Konfiguration.</translation>
    </message>
    <message>
        <source>What-if: %1. The table shows the recomputed usage and factors beside the configured ones.</source>
        <translation>Was-wäre-wenn: %1. Die Tabelle zeigt die neu berechnete Nutzung und Faktoren neben den konfigurierten.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a fairshare target: write N, N+, N-, N^ or N%.</source>
        <translation>„%1“ ist kein Fairshare-Ziel: schreiben Sie N, N+, N-, N^ oder N%.</translation>
    </message>
    <message>
        <source>Select a credential in the table first.</source>
        <translation>Wählen Sie zuerst eine Berechtigung in der Tabelle.</translation>
    </message>
    <message>
        <source>Window 0, 1, …</source>
        <translation>Fenster 0, 1, …</translation>
    </message>
    <message>
        <source>Fairshare Columns</source>
        <translation>Fairshare-Spalten</translation>
    </message>
    <message>
        <source>diagnose -f at %1</source>
        <translation>diagnose -f um %1</translation>
    </message>
    <message>
        <source>diagnose -f</source>
        <translation>diagnose -f</translation>
    </message>
    <message>
        <source>FSPOLICY %1, FSINTERVAL %2 s, FSDEPTH %3, FSDECAY %4</source>
        <translation>FSPOLICY %1, FSINTERVAL %2 s, FSDEPTH %3, FSDECAY %4</translation>
    </message>
    <message>
        <source> (shown as a what-if)</source>
        <translation> (als Was-wäre-wenn gezeigt)</translation>
    </message>
    <message>
        <source>FS&amp;INTERVAL (hours):</source>
        <translation>FS&amp;INTERVAL (Stunden):</translation>
    </message>
    <message>
        <source>How long each fairshare window is. Usage must be bucketed again: the session&apos;s inputs are replayed under it up to now.</source>
        <translation>Wie lang jedes Fairshare-Fenster ist. Die Nutzung muss neu eingeteilt werden: Die Eingaben der Sitzung werden damit bis jetzt erneut abgespielt.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel Replay</source>
        <translation>Wiedergabe abbre&amp;chen</translation>
    </message>
    <message>
        <source>Replay progress</source>
        <translation>Fortschritt der Wiedergabe</translation>
    </message>
    <message>
        <source>&lt;b&gt;Projection&lt;/b&gt;</source>
        <translation>&lt;b&gt;Projektion&lt;/b&gt;</translation>
    </message>
    <message>
        <source>After &amp;job:</source>
        <translation>Nach &amp;Job:</translation>
    </message>
    <message>
        <source>job name; Return asks</source>
        <translation>Jobname; Eingabetaste fragt nach</translation>
    </message>
    <message>
        <source>The usage a job adds to its credentials if it ran now, counted in the current window</source>
        <translation>Die Nutzung, die ein Job seinen Berechtigungen hinzufügt, wenn er jetzt liefe, im aktuellen Fenster gezählt</translation>
    </message>
    <message>
        <source>No projection: %1</source>
        <translation>Keine Projektion: %1</translation>
    </message>
    <message>
        <source>FSINTERVAL and a larger FSDEPTH need a replay of the session&apos;s inputs, which only a session run in the workbench has.</source>
        <translation>FSINTERVAL und ein größeres FSDEPTH brauchen eine Wiedergabe der Eingaben der Sitzung, die nur eine in der Werkbank laufende Sitzung hat.</translation>
    </message>
    <message>
        <source>Replaying the session&apos;s inputs under FSINTERVAL %1 h and FSDEPTH %2 up to now…</source>
        <translation>Die Eingaben der Sitzung werden mit FSINTERVAL %1 h und FSDEPTH %2 bis jetzt wiedergegeben…</translation>
    </message>
    <message>
        <source>Shown: a replay of the session&apos;s inputs under FSINTERVAL %1 h and FSDEPTH %2 (commands given during the session are not replayed).</source>
        <translation>Angezeigt: eine Wiedergabe der Eingaben der Sitzung mit FSINTERVAL %1 h und FSDEPTH %2 (während der Sitzung gegebene Befehle werden nicht wiedergegeben).</translation>
    </message>
    <message>
        <source>No replay: %1</source>
        <translation>Keine Wiedergabe: %1</translation>
    </message>
    <message>
        <source>A replay starts in a moment.</source>
        <translation>Gleich beginnt eine Wiedergabe.</translation>
    </message>
    <message>
        <source>Asking the engine about %1…</source>
        <translation>Die Engine wird nach %1 gefragt…</translation>
    </message>
    <message>
        <source>%1 has a floor: usage over it is no debt.</source>
        <translation>%1 hat eine Untergrenze: Nutzung darüber ist keine Schuld.</translation>
    </message>
    <message>
        <source>%1 has no target to get back under.</source>
        <translation>%1 hat kein Ziel, unter das es zurück müsste.</translation>
    </message>
    <message>
        <source>%1 is under its target now (usage %2%).</source>
        <translation>%1 liegt jetzt unter seinem Ziel (Nutzung %2 %).</translation>
    </message>
    <message numerus="yes">
        <source>If %1 submits nothing more, its usage (%2% now) is back under its target after %n window roll(s), at %3.</source>
        <translation>
            <numerusform>Reicht %1 nichts mehr ein, liegt seine Nutzung (jetzt %2 %) nach %n Fensterwechsel wieder unter dem Ziel, am %3.</numerusform>
            <numerusform>Reicht %1 nichts mehr ein, liegt seine Nutzung (jetzt %2 %) nach %n Fensterwechseln wieder unter dem Ziel, am %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>If %1 submits nothing more, its usage (%2% now) never gets back under its target.</source>
        <translation>Reicht %1 nichts mehr ein, kommt seine Nutzung (jetzt %2 %) nie wieder unter das Ziel.</translation>
    </message>
    <message>
        <source>Name a job to see the usage it would add to each of its credentials.</source>
        <translation>Einen Job nennen, um die Nutzung zu sehen, die er jeder seiner Berechtigungen hinzufügen würde.</translation>
    </message>
    <message>
        <source>%1 adds %2 (%3, its walltime at its size) to each of its credentials, counted in the current window:</source>
        <translation>%1 fügt jeder seiner Berechtigungen %2 hinzu (%3, seine Laufzeitgrenze bei seiner Größe), im aktuellen Fenster gezählt:</translation>
    </message>
    <message>
        <source>%1 %2: usage %3% → %4%, FS factor %5 → %6</source>
        <translation>%1 %2: Nutzung %3 % → %4 %, FS-Faktor %5 → %6</translation>
    </message>
    <message>
        <source>; back under target: %1</source>
        <translation>; wieder unter dem Ziel: %1</translation>
    </message>
    <message>
        <source>FSINTERVAL %1 h (configured %2 h)</source>
        <translation>FSINTERVAL %1 h (konfiguriert %2 h)</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::FairshareReplay</name>
    <message>
        <source>The replay was cancelled.</source>
        <translation>Die Wiedergabe wurde abgebrochen.</translation>
    </message>
    <message>
        <source>This session has no inputs to replay here.</source>
        <translation>Diese Sitzung hat hier keine Eingaben zum Wiedergeben.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::GanttView</name>
    <message>
        <source>no end</source>
        <translation>kein Ende</translation>
    </message>
    <message>
        <source>Schedule of nodes over time</source>
        <translation>Belegungsplan der Knoten über die Zeit</translation>
    </message>
    <message>
        <source>Jobs, job reservations and reservations on each node over time. Plus and minus zoom, 0 fits all, arrow keys pan, a click on a job shows its checkjob.</source>
        <translation>Jobs, Job-Reservierungen und Reservierungen auf jedem Knoten über die Zeit. Plus und Minus zoomen, 0 zeigt alles, die Pfeiltasten verschieben, ein Klick auf einen Job zeigt sein checkjob.</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>job reservation</source>
        <translation>Job-Reservierung</translation>
    </message>
    <message>
        <source>Job %1 (%2)
User %3, group %4, account %5, QOS %6, class %7
%8 processors, walltime %9
From %10
To %11
On %12 (%13 processors)</source>
        <translation>Job %1 (%2)
Benutzer %3, Gruppe %4, Konto %5, QOS %6, Klasse %7
%8 Prozessoren, Laufzeitgrenze %9
Von %10
Bis %11
Auf %12 (%13 Prozessoren)</translation>
    </message>
    <message>
        <source>Backfill window on %1: %2 processors free until %3</source>
        <translation>Backfill-Fenster auf %1: %2 Prozessoren frei bis %3</translation>
    </message>
    <message>
        <source>Access: not known yet</source>
        <translation>Zugriff: noch nicht bekannt</translation>
    </message>
    <message>
        <source>Access: no job (a system reservation)</source>
        <translation>Zugriff: kein Job (eine Systemreservierung)</translation>
    </message>
    <message>
        <source>Access: %1</source>
        <translation>Zugriff: %1</translation>
    </message>
    <message>
        <source>Reservation %1
From %2
To %3
On %4 (%5 processors)
%6</source>
        <translation>Reservierung %1
Von %2
Bis %3
Auf %4 (%5 Prozessoren)
%6</translation>
    </message>
    <message>
        <source>Backfill window on %1: %2 processors free, with no time limit</source>
        <translation>Backfill-Fenster auf %1: %2 Prozessoren frei, ohne Zeitgrenze</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ImpactList</name>
    <message>
        <source>Impact on the queue</source>
        <translation>Auswirkung auf die Warteschlange</translation>
    </message>
    <message>
        <source>Jobs whose start the change moves</source>
        <translation>Jobs, deren Start die Änderung verschiebt</translation>
    </message>
    <message>
        <source>Delays by user and by account</source>
        <translation>Verzögerungen nach Benutzer und Konto</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Start before</source>
        <translation>Start vorher</translation>
    </message>
    <message>
        <source>Start after</source>
        <translation>Start nachher</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Jobs delayed</source>
        <translation>Verzögerte Jobs</translation>
    </message>
    <message>
        <source>Longest delay</source>
        <translation>Längste Verzögerung</translation>
    </message>
    <message>
        <source>Total delay</source>
        <translation>Gesamte Verzögerung</translation>
    </message>
    <message>
        <source>No session: the impact is planned on a running session&apos;s queue.</source>
        <translation>Keine Sitzung: Die Auswirkung wird auf der Warteschlange einer laufenden Sitzung geplant.</translation>
    </message>
    <message>
        <source>Planning the queue with the change...</source>
        <translation>Die Warteschlange wird mit der Änderung geplant ...</translation>
    </message>
    <message>
        <source>Drag a standing reservation to see who waits longer before it is changed.</source>
        <translation>Ziehen Sie eine ständige Reservierung, um zu sehen, wer länger wartet, bevor sie geändert wird.</translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Kein Plan: %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>never runs</source>
        <translation>läuft nie</translation>
    </message>
    <message>
        <source>earlier by %1</source>
        <translation>%1 früher</translation>
    </message>
    <message>
        <source>By user</source>
        <translation>Nach Benutzer</translation>
    </message>
    <message>
        <source>By account</source>
        <translation>Nach Konto</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) delayed, longest %1, in total %2</source>
        <translation>
            <numerusform>%n Job verzögert, am längsten %1, insgesamt %2</numerusform>
            <numerusform>%n Jobs verzögert, am längsten %1, insgesamt %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 node-hours moved</source>
        <translation>%1 Knotenstunden verschoben</translation>
    </message>
    <message numerus="yes">
        <source>%n running job(s) still running when a new reservation starts on their nodes</source>
        <translation>
            <numerusform>%n laufender Job läuft noch, wenn eine neue Reservierung auf seinen Knoten beginnt</numerusform>
            <numerusform>%n laufende Jobs laufen noch, wenn eine neue Reservierung auf ihren Knoten beginnt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) that could run before could never run after</source>
        <translation>
            <numerusform>%n Job, der vorher laufen konnte, könnte danach nie laufen</numerusform>
            <numerusform>%n Jobs, die vorher laufen konnten, könnten danach nie laufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) start earlier</source>
        <translation>
            <numerusform>%n Job startet früher</numerusform>
            <numerusform>%n Jobs starten früher</numerusform>
        </translation>
    </message>
    <message>
        <source>not carried out: %1: %2</source>
        <translation>nicht ausgeführt: %1: %2</translation>
    </message>
    <message>
        <source>Delayed</source>
        <translation>Verzögert</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Längste</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>The user or account</source>
        <translation>Der Benutzer oder das Konto</translation>
    </message>
    <message>
        <source>d MMM HH:mm</source>
        <translation>d. MMM HH:mm</translation>
    </message>
    <message>
        <source>%1 until %2 (%3 from %4)</source>
        <translation>%1 bis %2 (%3 ab %4)</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>They keep running to their walltime limit and overlap the reservation, as Moab allows: %1</source>
        <translation>Sie laufen bis zu ihrer Walltime-Grenze weiter und überlappen die Reservierung, wie Moab es erlaubt: %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ImpactPane</name>
    <message>
        <source>Any partition</source>
        <translation>Beliebige Partition</translation>
    </message>
    <message>
        <source>Draw a rectangle over nodes and time (Plan reservation), or fill in the form, to see which jobs would wait longer.</source>
        <translation>Ziehen Sie ein Rechteck über Knoten und Zeit (Reservierung planen) oder füllen Sie das Formular aus, um zu sehen, welche Jobs länger warten würden.</translation>
    </message>
    <message>
        <source>Planning the queue with this reservation…</source>
        <translation>Die Warteschlange wird mit dieser Reservierung geplant…</translation>
    </message>
    <message>
        <source>The impact could not be planned: %1</source>
        <translation>Die Auswirkung konnte nicht geplant werden: %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) delayed</source>
        <translation>
            <numerusform>%n Job verzögert</numerusform>
            <numerusform>%n Jobs verzögert</numerusform>
        </translation>
    </message>
    <message>
        <source> (longest %1, total %2)</source>
        <translation> (längste %1, insgesamt %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) could no longer run</source>
        <translation>
            <numerusform>%n Job könnte nicht mehr laufen</numerusform>
            <numerusform>%n Jobs könnten nicht mehr laufen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) start earlier</source>
        <translation>
            <numerusform>%n Job startet früher</numerusform>
            <numerusform>%n Jobs starten früher</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 node-hours moved</source>
        <translation>%1 Knotenstunden verschoben</translation>
    </message>
    <message>
        <source>Not placed: %1</source>
        <translation>Nicht platziert: %1</translation>
    </message>
    <message>
        <source>never runs</source>
        <translation>läuft nie</translation>
    </message>
    <message>
        <source>now runs</source>
        <translation>läuft jetzt</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n node(s) from %3 to %4; access %5</source>
        <translation>
            <numerusform>%1 (%2): %n Knoten von %3 bis %4; Zugriff %5</numerusform>
            <numerusform>%1 (%2): %n Knoten von %3 bis %4; Zugriff %5</numerusform>
        </translation>
    </message>
    <message>
        <source>no end</source>
        <translation>kein Ende</translation>
    </message>
    <message>
        <source>none (a system reservation)</source>
        <translation>keiner (eine Systemreservierung)</translation>
    </message>
    <message>
        <source>Released: %1</source>
        <translation>Freigegeben: %1</translation>
    </message>
    <message>
        <source>Not placed (%1): %2</source>
        <translation>Nicht platziert (%1): %2</translation>
    </message>
    <message>
        <source>Running jobs past the reservation&apos;s start keep running to their walltime limit (they overlap the reservation, as Moab allows):</source>
        <translation>Laufende Jobs über den Beginn der Reservierung hinaus laufen bis zu ihrem Walltime-Limit weiter (sie überlappen die Reservierung, wie Moab es erlaubt):</translation>
    </message>
    <message>
        <source>  %1 until %2 (%3 starts %4)</source>
        <translation>  %1 bis %2 (%3 beginnt %4)</translation>
    </message>
    <message numerus="yes">
        <source>User %1: %n job(s) delayed, longest %2, total %3</source>
        <translation>
            <numerusform>Benutzer %1: %n Job verzögert, längste %2, insgesamt %3</numerusform>
            <numerusform>Benutzer %1: %n Jobs verzögert, längste %2, insgesamt %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Account %1: %n job(s) delayed, longest %2, total %3</source>
        <translation>
            <numerusform>Konto %1: %n Job verzögert, längste %2, insgesamt %3</numerusform>
            <numerusform>Konto %1: %n Jobs verzögert, längste %2, insgesamt %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan a reservation</source>
        <translation>Eine Reservierung planen</translation>
    </message>
    <message>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition:</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>&amp;Knoten:</translation>
    </message>
    <message>
        <source>&amp;Starts in (hours):</source>
        <translation>&amp;Beginnt in (Stunden):</translation>
    </message>
    <message>
        <source>&amp;Duration (hours):</source>
        <translation>&amp;Dauer (Stunden):</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Start before</source>
        <translation>Start vorher</translation>
    </message>
    <message>
        <source>Start after</source>
        <translation>Start nachher</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>The same as a command:</source>
        <translation>Dasselbe als Befehl:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Name, access, flags…</source>
        <translation>Name, Zugriff, Flags…</translation>
    </message>
    <message>
        <source>Make it (Enter)</source>
        <translation>Anlegen (Eingabe)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Impact of the planned reservation</source>
        <translation>Auswirkung der geplanten Reservierung</translation>
    </message>
    <message>
        <source>Jobs whose start changes</source>
        <translation>Jobs, deren Start sich ändert</translation>
    </message>
    <message>
        <source>Equivalent setres command</source>
        <translation>Gleichwertiger setres-Befehl</translation>
    </message>
    <message>
        <source>d MMM HH:mm</source>
        <translation>d. MMM HH:mm</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ImportSummary</name>
    <message>
        <source>first at line %L1</source>
        <translation>zuerst in Zeile %L1</translation>
    </message>
    <message>
        <source>Import report</source>
        <translation>Importbericht</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>%L1 of %L2 job records imported, %L3 skipped.</source>
        <translation>%L1 von %L2 Jobeinträgen importiert, %L3 übersprungen.</translation>
    </message>
    <message>
        <source>malformed record (wrong number of fields, or a field that is not a number)</source>
        <translation>fehlerhafter Eintrag (falsche Anzahl Felder oder ein Feld, das keine Zahl ist)</translation>
    </message>
    <message>
        <source>run time of zero or less: nothing to replay</source>
        <translation>Laufzeit null oder kleiner: nichts nachzuspielen</translation>
    </message>
    <message>
        <source>no processors requested or allocated</source>
        <translation>keine Prozessoren angefordert oder zugeteilt</translation>
    </message>
    <message>
        <source>submit time before the start of the log</source>
        <translation>Einreichzeit vor dem Beginn des Logs</translation>
    </message>
    <message>
        <source>more processors than the machine has: could never run</source>
        <translation>mehr Prozessoren, als die Maschine hat: könnte nie laufen</translation>
    </message>
    <message>
        <source>no requested time, and no estimate rule</source>
        <translation>keine angeforderte Zeit und keine Schätzregel</translation>
    </message>
    <message>
        <source>ran longer than its requested time: stopped at its limit</source>
        <translation>lief länger als angefordert: an seinem Limit gestoppt</translation>
    </message>
    <message>
        <source>allocated processors unknown: the request is used</source>
        <translation>zugeteilte Prozessoren unbekannt: die Anforderung gilt</translation>
    </message>
    <message>
        <source>allocated and requested processors differ: the request is used</source>
        <translation>zugeteilte und angeforderte Prozessoren weichen ab: die Anforderung gilt</translation>
    </message>
    <message>
        <source>no requested time: the estimate rule gave the limit</source>
        <translation>keine angeforderte Zeit: die Schätzregel gab das Limit</translation>
    </message>
    <message>
        <source>a field with a fraction: rounded to a whole number</source>
        <translation>ein Feld mit Nachkommastellen: auf eine ganze Zahl gerundet</translation>
    </message>
    <message>
        <source>a partition the cluster lacks: any partition is used</source>
        <translation>eine Partition, die der Cluster nicht hat: jede Partition wird verwendet</translation>
    </message>
    <message>
        <source>none: jobs without a requested time are skipped</source>
        <translation>keine: Jobs ohne angeforderte Zeit werden übersprungen</translation>
    </message>
    <message>
        <source>each job&apos;s own run time (a perfect estimate)</source>
        <translation>die eigene Laufzeit jedes Jobs (eine perfekte Schätzung)</translation>
    </message>
    <message>
        <source>a fixed limit of %1 for every such job</source>
        <translation>ein festes Limit von %1 für jeden solchen Job</translation>
    </message>
    <message>
        <source>The log could not be read: %1</source>
        <translation>Das Log konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Job records read: %L1, from %2.</source>
        <translation>Gelesene Jobeinträge: %L1, aus %2.</translation>
    </message>
    <message>
        <source>Passed over unexamined (the first records): %L1.</source>
        <translation>Ungeprüft übergangen (die ersten Einträge): %L1.</translation>
    </message>
    <message>
        <source>Jobs imported: %L1.</source>
        <translation>Importierte Jobs: %L1.</translation>
    </message>
    <message>
        <source>The rest of the file was not read: the chosen number of jobs was reached.</source>
        <translation>Der Rest der Datei wurde nicht gelesen: die gewählte Anzahl Jobs war erreicht.</translation>
    </message>
    <message>
        <source>Records skipped: none.</source>
        <translation>Übersprungene Einträge: keine.</translation>
    </message>
    <message>
        <source>Records skipped: %L1, because of:</source>
        <translation>Übersprungene Einträge: %L1, wegen:</translation>
    </message>
    <message>
        <source>Imported with an adjustment:</source>
        <translation>Mit einer Anpassung importiert:</translation>
    </message>
    <message>
        <source>The machine: %L1 processors (from %2); larger jobs are skipped.</source>
        <translation>Die Maschine: %L1 Prozessoren (aus %2); größere Jobs werden übersprungen.</translation>
    </message>
    <message>
        <source>Memory rule: no job requests memory.</source>
        <translation>Speicherregel: kein Job fordert Speicher an.</translation>
    </message>
    <message>
        <source>Memory rule: jobs that request memory: %L1; the nodes state theirs, so the requests constrain placement.</source>
        <translation>Speicherregel: Jobs, die Speicher anfordern: %L1; die Knoten geben ihren an, also beschränken die Anforderungen die Platzierung.</translation>
    </message>
    <message>
        <source>Memory rule: jobs that request memory: %L1, but the machine states no node memory: the requests are left out and do not constrain placement.</source>
        <translation>Speicherregel: Jobs, die Speicher anfordern: %L1, aber die Maschine gibt keinen Knotenspeicher an: die Anforderungen bleiben außen vor und beschränken die Platzierung nicht.</translation>
    </message>
    <message>
        <source>Header lines with a value that is not a number: %L1 (first at line %L2).</source>
        <translation>Kopfzeilen mit einem Wert, der keine Zahl ist: %L1 (zuerst in Zeile %L2).</translation>
    </message>
    <message>
        <source>Walltime estimates: %L1 of the imported jobs had no requested time and got one by the rule: %2.</source>
        <translation>Laufzeitschätzungen: %L1 der importierten Jobs hatten keine angeforderte Zeit und erhielten eine nach der Regel: %2.</translation>
    </message>
    <message>
        <source>Walltime estimates: none needed, every imported job states its requested time (a job without one would be skipped).</source>
        <translation>Laufzeitschätzungen: keine nötig, jeder importierte Job nennt seine angeforderte Zeit (ein Job ohne sie würde übersprungen).</translation>
    </message>
    <message>
        <source>Walltime estimates: none needed, every imported job states its requested time (a job without one would get its own run time as its limit).</source>
        <translation>Laufzeitschätzungen: keine nötig, jeder importierte Job nennt seine angeforderte Zeit (ein Job ohne sie bekäme seine eigene Laufzeit als Limit).</translation>
    </message>
    <message>
        <source>Walltime estimates: none needed, every imported job states its requested time (a job without one would get a fixed limit of %1).</source>
        <translation>Laufzeitschätzungen: keine nötig, jeder importierte Job nennt seine angeforderte Zeit (ein Job ohne sie bekäme ein festes Limit von %1).</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::InputFindingsDialog</name>
    <message>
        <source>Line %1, column %2: %3: %4</source>
        <translation>Zeile %1, Spalte %2: %3: %4</translation>
    </message>
    <message>
        <source>Line %1: %2: %3</source>
        <translation>Zeile %1: %2: %3</translation>
    </message>
    <message>
        <source>(did you mean %1?)</source>
        <translation>(meinten Sie %1?)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Click to open the configuration at line %1</source>
        <translation>Klicken, um die Konfiguration in Zeile %1 zu öffnen</translation>
    </message>
    <message>
        <source>Click a finding to open the configuration at its line.</source>
        <translation>Klicken Sie auf einen Befund, um die Konfiguration in seiner Zeile zu öffnen.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::IntroBanner</name>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Hide this explanation (Help &gt; What You Are Looking At shows it again)</source>
        <translation>Diese Erklärung ausblenden (Hilfe &gt; Was Sie hier sehen zeigt sie wieder)</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::JobActions</name>
    <message>
        <source>System priority</source>
        <translation>Systempriorität</translation>
    </message>
    <message>
        <source>System priority of job %1 (it replaces the computed one):</source>
        <translation>Systempriorität von Job %1 (sie ersetzt die berechnete):</translation>
    </message>
    <message>
        <source>Job command refused</source>
        <translation>Job-Befehl abgelehnt</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>&amp;Job</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Zurückhalten</translation>
    </message>
    <message>
        <source>Keep the selected job out of scheduling (sethold)</source>
        <translation>Den gewählten Job von der Planung ausnehmen (sethold)</translation>
    </message>
    <message>
        <source>&amp;Release Hold</source>
        <translation>&amp;Freigeben</translation>
    </message>
    <message>
        <source>Let the selected job be scheduled again (releasehold)</source>
        <translation>Den gewählten Job wieder planen lassen (releasehold)</translation>
    </message>
    <message>
        <source>Set System &amp;Priority...</source>
        <translation>System&amp;priorität setzen...</translation>
    </message>
    <message>
        <source>Fix the selected job&apos;s priority (setspri)</source>
        <translation>Die Priorität des gewählten Jobs festlegen (setspri)</translation>
    </message>
    <message>
        <source>C&amp;lear System Priority</source>
        <translation>Systempriorität &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Cancel Job</source>
        <translation>Job &amp;abbrechen</translation>
    </message>
    <message>
        <source>Remove the selected job, waiting or running (canceljob)</source>
        <translation>Den gewählten Job entfernen, wartend oder laufend (canceljob)</translation>
    </message>
    <message>
        <source>%1: done</source>
        <translation>%1: erledigt</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1: abgelehnt</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::LimitsModel</name>
    <message>
        <source>SYSTEM</source>
        <translation>SYSTEM</translation>
    </message>
    <message>
        <source>%1 in use of %2 (soft %3): %4 left</source>
        <translation>%1 belegt von %2 (weich %3): %4 frei</translation>
    </message>
    <message>
        <source>no single usage to measure</source>
        <translation>keine einzelne Nutzung zu messen</translation>
    </message>
    <message>
        <source>at the hard limit</source>
        <translation>am harten Limit</translation>
    </message>
    <message>
        <source>at the soft limit</source>
        <translation>am weichen Limit</translation>
    </message>
    <message>
        <source>for credentials without their own</source>
        <translation>für Berechtigungen ohne eigenes</translation>
    </message>
    <message>
        <source>under</source>
        <translation>darunter</translation>
    </message>
    <message>
        <source>Credential</source>
        <translation>Berechtigung</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <source>Soft</source>
        <translation>Weich</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hart</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Belegt</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Spielraum</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Whose limit: a user, group, account, QOS or class, DEFAULT (every one of that kind without its own) or SYSTEM (the whole machine).</source>
        <translation>Wessen Limit: Benutzer, Gruppe, Konto, QOS oder Klasse, DEFAULT (jede dieser Art ohne eigenes) oder SYSTEM (die ganze Maschine).</translation>
    </message>
    <message>
        <source>MAXJOB running jobs, MAXPROC processors, MAXNODE nodes, MAXPS processor-seconds left, MAXPE processor equivalents, MAXWC walltime left, MAXMEM memory (MB); MAXI* the same for idle jobs; OMAX* a QOS override; [KIND] per credential within this one.</source>
        <translation>MAXJOB laufende Jobs, MAXPROC Prozessoren, MAXNODE Knoten, MAXPS verbleibende Prozessorsekunden, MAXPE Prozessoräquivalente, MAXWC verbleibende Laufzeit, MAXMEM Speicher (MB); MAXI* dasselbe für wartende Jobs; OMAX* eine QOS-Übersteuerung; [ART] je Berechtigung innerhalb dieser.</translation>
    </message>
    <message>
        <source>Jobs start up to the soft limit first; past it only when resources are left over.</source>
        <translation>Jobs starten zuerst bis zum weichen Limit; darüber hinaus nur, wenn Ressourcen übrig sind.</translation>
    </message>
    <message>
        <source>No job starts past the hard limit.</source>
        <translation>Über das harte Limit hinaus startet kein Job.</translation>
    </message>
    <message>
        <source>What the running jobs hold now, in the limit&apos;s unit.</source>
        <translation>Was die laufenden Jobs jetzt belegen, in der Einheit des Limits.</translation>
    </message>
    <message>
        <source>The hard limit minus what is in use: how much more may start. The bar marks the soft limit.</source>
        <translation>Das harte Limit minus das Belegte: wie viel noch starten darf. Der Strich markiert das weiche Limit.</translation>
    </message>
    <message>
        <source>Whether the credential is at its soft or hard limit.</source>
        <translation>Ob die Berechtigung an ihrem weichen oder harten Limit ist.</translation>
    </message>
    <message numerus="yes">
        <source>QOS %1 %2 %3 (%n job(s))</source>
        <translation>
            <numerusform>QOS %1 %2 %3 (%n Job)</numerusform>
            <numerusform>QOS %1 %2 %3 (%n Jobs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Its own limit is %1, but jobs under a QOS override are measured against the override instead: %2. Its other jobs may not start until usage drops under %1.</source>
        <translation>Das eigene Limit ist %1, doch Jobs unter einer QOS-Übersteuerung werden stattdessen an der Übersteuerung gemessen: %2. Die anderen Jobs starten erst, wenn die Nutzung unter %1 fällt.</translation>
    </message>
    <message>
        <source>over the hard limit under %1</source>
        <translation>über dem harten Limit unter %1</translation>
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
    <message>
        <source>Each job&apos;s own run time</source>
        <translation>Die eigene Laufzeit jedes Jobs</translation>
    </message>
    <message>
        <source>A fixed duration</source>
        <translation>Eine feste Dauer</translation>
    </message>
    <message>
        <source>Walltime estimate</source>
        <translation>Schätzung der Laufzeitgrenze</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) in this log give no requested time. Estimate it as:</source>
        <translation>
            <numerusform>%n Job in diesem Protokoll gibt keine angeforderte Zeit an. Schätzen als:</numerusform>
            <numerusform>%n Jobs in diesem Protokoll geben keine angeforderte Zeit an. Schätzen als:</numerusform>
        </translation>
    </message>
    <message>
        <source>Duration ([[DD:]HH:]MM:SS):</source>
        <translation>Dauer ([[TT:]HH:]MM:SS):</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a duration greater than zero.</source>
        <translation>„%1“ ist keine Dauer größer als null.</translation>
    </message>
    <message>
        <source>&amp;Open Configuration...</source>
        <translation>Konfiguration ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Demo</source>
        <translation>&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Workload...</source>
        <translation>&amp;Arbeitslast öffnen...</translation>
    </message>
    <message>
        <source>&amp;Simulation</source>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Step One Iteration</source>
        <translation>Eine &amp;Iteration weiter</translation>
    </message>
    <message>
        <source>Step one scheduling iteration</source>
        <translation>Eine Scheduling-Iteration weiter</translation>
    </message>
    <message>
        <source>&amp;Restart With the Open Configuration</source>
        <translation>Mit der geöffneten Konfiguration &amp;neu starten</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Simulated seconds per second</source>
        <translation>Simulierte Sekunden pro Sekunde</translation>
    </message>
    <message>
        <source>Simulation speed</source>
        <translation>Simulationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Belegungsplan</translation>
    </message>
    <message>
        <source>Cannot open workload</source>
        <translation>Arbeitslast kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot start the simulation</source>
        <translation>Die Simulation kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>Open Workload</source>
        <translation>Arbeitslast öffnen</translation>
    </message>
    <message>
        <source>Standard Workload Format (*.swf *.swf.gz);;All files (*)</source>
        <translation>Standard Workload Format (*.swf *.swf.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Node memory</source>
        <translation>Knotenspeicher</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) in this log request memory, but the log does not state the nodes&apos; memory. Node memory in MB (Cancel: memory does not constrain this replay):</source>
        <translation>
            <numerusform>%n Job in diesem Log fordert Speicher an, aber das Log nennt den Speicher der Knoten nicht. Knotenspeicher in MB (Abbrechen: Speicher schränkt diese Wiedergabe nicht ein):</numerusform>
            <numerusform>%n Jobs in diesem Log fordern Speicher an, aber das Log nennt den Speicher der Knoten nicht. Knotenspeicher in MB (Abbrechen: Speicher schränkt diese Wiedergabe nicht ein):</numerusform>
        </translation>
    </message>
    <message>
        <source>Session &amp;Notes</source>
        <translation>Sitzungs&amp;hinweise</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) on these inputs: View &gt; Session Notes</source>
        <translation>
            <numerusform>%n Hinweis zu diesen Eingaben: Ansicht &gt; Sitzungshinweise</numerusform>
            <numerusform>%n Hinweise zu diesen Eingaben: Ansicht &gt; Sitzungshinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes on the session&apos;s inputs</source>
        <translation>Hinweise zu den Eingaben der Sitzung</translation>
    </message>
    <message>
        <source>Show checkjob</source>
        <translation>checkjob zeigen</translation>
    </message>
    <message>
        <source>No job %1 in this session</source>
        <translation>Kein Job %1 in dieser Sitzung</translation>
    </message>
    <message>
        <source>&amp;What You Are Looking At</source>
        <translation>&amp;Was Sie hier sehen</translation>
    </message>
    <message>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <source>Find a job</source>
        <translation>Job suchen</translation>
    </message>
    <message>
        <source>A job&apos;s name: Return selects it in every panel and shows its checkjob</source>
        <translation>Der Name eines Jobs: Eingabe wählt ihn in jeder Ansicht aus und zeigt seinen checkjob</translation>
    </message>
    <message>
        <source>%1  |  %L2 running, %L3 idle, %L4 blocked, %L5 done  |  %6  |  iteration %7</source>
        <translation>%1  |  %L2 laufend, %L3 wartend, %L4 blockiert, %L5 fertig  |  %6  |  Iteration %7</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>1 error: fix it to run.</source>
        <translation>1 Fehler: beheben Sie ihn, um zu starten.</translation>
    </message>
    <message>
        <source>%L1 errors: fix them to run.</source>
        <translation>%L1 Fehler: beheben Sie sie, um zu starten.</translation>
    </message>
    <message>
        <source>%1[*] replaying %2 - Outrigger</source>
        <translation>%1[*] spielt %2 ab - Outrigger</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Discard the run so far and start again with the open configuration?</source>
        <translation>Den bisherigen Lauf verwerfen und mit der geöffneten Konfiguration neu beginnen?</translation>
    </message>
    <message>
        <source>Open &amp;Inputs...</source>
        <translation>&amp;Eingaben öffnen...</translation>
    </message>
    <message>
        <source>One&apos;s own configuration, cluster file and workload, chosen together</source>
        <translation>Eigene Konfiguration, Clusterdatei und Last, zusammen gewählt</translation>
    </message>
    <message>
        <source>&amp;Input Check</source>
        <translation>E&amp;ingabeprüfung</translation>
    </message>
    <message>
        <source>Cannot read the cluster file %1: %2</source>
        <translation>Die Clusterdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Input check</source>
        <translation>Eingabeprüfung</translation>
    </message>
    <message>
        <source>Configuration, cluster and workload fit each other.</source>
        <translation>Konfiguration, Cluster und Last passen zueinander.</translation>
    </message>
    <message>
        <source>Configuration, cluster and workload do not fit each other everywhere (findings: %L1).</source>
        <translation>Konfiguration, Cluster und Last passen nicht überall zueinander (Befunde: %L1).</translation>
    </message>
    <message>
        <source>Findings on how the inputs fit each other: %L1 (View &gt; Input Check)</source>
        <translation>Befunde dazu, wie die Eingaben zueinander passen: %L1 (Ansicht &gt; Eingabeprüfung)</translation>
    </message>
    <message>
        <source>Standing reservations</source>
        <translation>Ständige Reservierungen</translation>
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
        <source>Connect to Service</source>
        <translation>Mit Dienst verbinden</translation>
    </message>
    <message>
        <source>Socket of the outriggerd to follow:</source>
        <translation>Socket des zu verfolgenden outriggerd:</translation>
    </message>
    <message>
        <source>&amp;Connect to Service...</source>
        <translation>Mit &amp;Dienst verbinden...</translation>
    </message>
    <message>
        <source>Service: %1</source>
        <translation>Dienst: %1</translation>
    </message>
    <message>
        <source>Service not connected: %1</source>
        <translation>Dienst nicht verbunden: %1</translation>
    </message>
    <message>
        <source>demo maui.cfg</source>
        <translation>Demo-maui.cfg</translation>
    </message>
    <message>
        <source>the open configuration as edited</source>
        <translation>die geöffnete Konfiguration wie bearbeitet</translation>
    </message>
    <message>
        <source>the open configuration with the proposed weights</source>
        <translation>die geöffnete Konfiguration mit den vorgeschlagenen Gewichten</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>Was-wäre-wenn</translation>
    </message>
    <message>
        <source>The service at %1 did not show its configuration (%2). Shown is the open file; Apply to Service sends the edits made since connecting.</source>
        <translation>Der Dienst unter %1 hat seine Konfiguration nicht gezeigt (%2). Angezeigt wird die geöffnete Datei; „Auf Dienst anwenden“ sendet die Änderungen seit dem Verbinden.</translation>
    </message>
    <message>
        <source>Reading the configuration in force from the service at %1...</source>
        <translation>Die geltende Konfiguration wird vom Dienst unter %1 gelesen...</translation>
    </message>
    <message>
        <source>%1 in force in the service</source>
        <translation>%1 (im Dienst in Kraft)</translation>
    </message>
    <message>
        <source>The service&apos;s configuration in force: %1 of the service at %2. Edits go to the service with Apply to Service.</source>
        <translation>Die im Dienst geltende Konfiguration: %1 des Dienstes unter %2. Änderungen gehen mit „Auf Dienst anwenden“ an den Dienst.</translation>
    </message>
    <message>
        <source>Service not connected</source>
        <translation>Dienst nicht verbunden</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::OpenInputsDialog</name>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>The configuration open now</source>
        <translation>Die jetzt geöffnete Konfiguration</translation>
    </message>
    <message>
        <source>A maui.cfg:</source>
        <translation>Eine maui.cfg:</translation>
    </message>
    <message>
        <source>The demo&apos;s cluster (64 nodes in two partitions)</source>
        <translation>Der Cluster der Demo (64 Knoten in zwei Partitionen)</translation>
    </message>
    <message>
        <source>A cluster file (NODECFG lines):</source>
        <translation>Eine Clusterdatei (NODECFG-Zeilen):</translation>
    </message>
    <message>
        <source>The demo&apos;s workload (generated; sized to the cluster)</source>
        <translation>Die Last der Demo (erzeugt; an den Cluster angepasst)</translation>
    </message>
    <message>
        <source>A workload log (SWF):</source>
        <translation>Ein Lastprotokoll (SWF):</translation>
    </message>
    <message>
        <source>Open Inputs</source>
        <translation>Eingaben öffnen</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Choose what to run. Each part left to the demo&apos;s is taken from it; the inputs are checked against each other before the run starts.</source>
        <translation>Wählen Sie, was laufen soll. Jeder Teil, der der Demo überlassen bleibt, wird aus ihr genommen; die Eingaben werden vor dem Start gegeneinander geprüft.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Maui configuration (*.cfg);;All files (*)</source>
        <translation>Maui-Konfiguration (*.cfg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Cluster file (*.cfg);;All files (*)</source>
        <translation>Clusterdatei (*.cfg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Standard Workload Format (*.swf *.swf.gz);;All files (*)</source>
        <translation>Standard Workload Format (*.swf *.swf.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Choose the configuration file.</source>
        <translation>Wählen Sie die Konfigurationsdatei.</translation>
    </message>
    <message>
        <source>Choose the cluster file.</source>
        <translation>Wählen Sie die Clusterdatei.</translation>
    </message>
    <message>
        <source>Choose the workload file.</source>
        <translation>Wählen Sie die Lastdatei.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ParameterPicker</name>
    <message>
        <source>Add Parameter</source>
        <translation>Parameter hinzufügen</translation>
    </message>
    <message>
        <source>Part of a name or of a description</source>
        <translation>Teil eines Namens oder einer Beschreibung</translation>
    </message>
    <message>
        <source>%1 (already set)</source>
        <translation>%1 (bereits gesetzt)</translation>
    </message>
    <message>
        <source>Choose a parameter to see what it does.</source>
        <translation>Einen Parameter wählen, um zu sehen, was er bewirkt.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::PriorityModel</name>
    <message>
        <source>reserved %1</source>
        <translation>reserviert %1</translation>
    </message>
    <message>
        <source>fits now</source>
        <translation>passt jetzt</translation>
    </message>
    <message>
        <source>Places gained since the last weight change</source>
        <translation>Seit der letzten Gewichtsänderung gewonnene Plätze</translation>
    </message>
    <message>
        <source>Among the first jobs in priority order whose processors fit the free processors</source>
        <translation>Unter den ersten Jobs in Prioritätsreihenfolge, deren Prozessoren in die freien Prozessoren passen</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Procs</source>
        <translation>Prozessoren</translation>
    </message>
    <message>
        <source>Walltime</source>
        <translation>Laufzeitgrenze</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorität</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Als Nächstes</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::PriorityPanel</name>
    <message>
        <source>Save Preset</source>
        <translation>Voreinstellung speichern</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>Name der Voreinstellung:</translation>
    </message>
    <message>
        <source>Job %1 is not waiting</source>
        <translation>Job %1 wartet nicht</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>Computed %1</source>
        <translation>Berechnet %1</translation>
    </message>
    <message>
        <source>Ineligible: negative priority</source>
        <translation>Nicht zulässig: negative Priorität</translation>
    </message>
    <message>
        <source>Load preset %1</source>
        <translation>Voreinstellung %1 laden</translation>
    </message>
    <message>
        <source>Reset weights to the configuration</source>
        <translation>Gewichte auf die Konfiguration zurücksetzen</translation>
    </message>
    <message>
        <source>Apply priority weights</source>
        <translation>Prioritätsgewichte übernehmen</translation>
    </message>
    <message>
        <source>Compare Rankings</source>
        <translation>Ranglisten vergleichen</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Current rank</source>
        <translation>Aktueller Rang</translation>
    </message>
    <message>
        <source>Proposed rank</source>
        <translation>Vorgeschlagener Rang</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>The first 50 jobs under the proposed weights, with their rank under the configuration&apos;s weights.</source>
        <translation>Die ersten 50 Jobs mit den vorgeschlagenen Gewichten, mit ihrem Rang unter den Gewichten der Konfiguration.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo the last weight change</source>
        <translation>Die letzte Gewichtsänderung rückgängig machen</translation>
    </message>
    <message>
        <source>Redo the weight change</source>
        <translation>Die Gewichtsänderung wiederholen</translation>
    </message>
    <message>
        <source>Logarithmic sliders</source>
        <translation>Logarithmische Schieberegler</translation>
    </message>
    <message>
        <source>Subcomponents and caps</source>
        <translation>Unterkomponenten und Obergrenzen</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Speichern...</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Reset to config</source>
        <translation>Auf Konfiguration zurücksetzen</translation>
    </message>
    <message>
        <source>Apply to config</source>
        <translation>In Konfiguration übernehmen</translation>
    </message>
    <message>
        <source>Write the changed weights into the open maui.cfg (undoable)</source>
        <translation>Die geänderten Gewichte in die geöffnete maui.cfg schreiben (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>Text in the chosen column</source>
        <translation>Text in der gewählten Spalte</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Rohwert</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Obergrenze</translation>
    </message>
    <message>
        <source>Contribution</source>
        <translation>Beitrag</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Idle jobs by priority</source>
        <translation>Wartende Jobs nach Priorität</translation>
    </message>
    <message>
        <source>Priority breakdown of the selected job</source>
        <translation>Prioritätsaufschlüsselung des gewählten Jobs</translation>
    </message>
    <message>
        <source>%L1 idle and %L2 blocked jobs ranked; processors: %3</source>
        <translation>%L1 wartende und %L2 blockierte Jobs gereiht; Prozessoren: %3</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <source>Only rows whose value is the text itself: u1 matches u1, not u10 to u19</source>
        <translation>Nur Zeilen, deren Wert genau der Text ist: u1 trifft u1, nicht u10 bis u19</translation>
    </message>
    <message>
        <source>%1 (%L2 shown by the filter)</source>
        <translation>%1 (%L2 vom Filter gezeigt)</translation>
    </message>
    <message>
        <source>Drag; Shift+drag, the wheel or the arrow keys move by one; Page Up and Page Down by a tenth. A negative weight is typed in the box.</source>
        <translation>Ziehen; Umschalt+Ziehen, das Mausrad oder die Pfeiltasten bewegen um eins; Bild auf und Bild ab um ein Zehntel. Ein negatives Gewicht wird in das Feld getippt.</translation>
    </message>
    <message>
        <source>Weight presets: the built-in ones, then those you saved</source>
        <translation>Gewichtsvorlagen: die eingebauten, dann Ihre gespeicherten</translation>
    </message>
    <message>
        <source>Send to What-if B</source>
        <translation>An Was-wäre-wenn B senden</translation>
    </message>
    <message>
        <source>Make the open maui.cfg with these weights configuration B of the What-if panel, to replay a workload under both</source>
        <translation>Die geöffnete maui.cfg mit diesen Gewichten zur Konfiguration B des Bereichs Was-wäre-wenn machen, um eine Last unter beiden wiederzugeben</translation>
    </message>
    <message>
        <source>Sent to the service; waiting for its answer...</source>
        <translation>An den Dienst gesendet; warte auf seine Antwort ...</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::QueueModel</name>
    <message>
        <source>The queue time the priority counts. JOBPRIOACCRUALPOLICY ALWAYS: it runs from submission, whatever holds the job back.</source>
        <translation>Die Wartezeit, die die Priorität zählt. JOBPRIOACCRUALPOLICY ALWAYS: sie läuft ab der Einreichung, was auch immer den Job zurückhält.</translation>
    </message>
    <message>
        <source>The queue time the priority counts. JOBPRIOACCRUALPOLICY QUEUEPOLICY: it starts again whenever a throttling limit blocks the job, so that queue stuffers gain nothing from jobs they cannot run.</source>
        <translation>Die Wartezeit, die die Priorität zählt. JOBPRIOACCRUALPOLICY QUEUEPOLICY: sie beginnt neu, wann immer eine Drosselungsgrenze den Job blockiert, damit wer die Warteschlange füllt, nichts durch Jobs gewinnt, die er nicht laufen lassen kann.</translation>
    </message>
    <message>
        <source>The queue time the priority counts. JOBPRIOACCRUALPOLICY FULLPOLICY: it starts again whenever anything blocks the job (a limit, a hold, a dependency, a fairshare cap).</source>
        <translation>Die Wartezeit, die die Priorität zählt. JOBPRIOACCRUALPOLICY FULLPOLICY: sie beginnt neu, wann immer etwas den Job blockiert (eine Grenze, eine Sperre, eine Abhängigkeit, eine Fairshare-Obergrenze).</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Zurückgehalten</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Time since the job was submitted</source>
        <translation>Zeit seit der Einreichung des Jobs</translation>
    </message>
    <message>
        <source>Why the job is not running, as the last scheduling iteration found it</source>
        <translation>Warum der Job nicht läuft, wie die letzte Planungsiteration es vorfand</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Procs</source>
        <translation>Proz.</translation>
    </message>
    <message>
        <source>Walltime</source>
        <translation>Laufzeitgrenze</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Wartet seit</translation>
    </message>
    <message>
        <source>Effective queue time</source>
        <translation>Angerechnete Wartezeit</translation>
    </message>
    <message>
        <source>Why it waits</source>
        <translation>Warum er wartet</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::QueuePanel</name>
    <message>
        <source>checkjob %1</source>
        <translation>checkjob %1</translation>
    </message>
    <message>
        <source>No such job.</source>
        <translation>Kein solcher Job.</translation>
    </message>
    <message>
        <source>Waiting: %L1 idle (%L2 fit now), %L3 blocked, %L4 held, %L5 rejected.  Processors: %6.</source>
        <translation>Wartend: %L1 bereit (%L2 passen jetzt), %L3 blockiert, %L4 zurückgehalten, %L5 abgelehnt.  Prozessoren: %6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Idle jobs&lt;/b&gt;: the scheduler considers them, highest priority first</source>
        <translation>&lt;b&gt;Wartende Jobs&lt;/b&gt;: der Scheduler berücksichtigt sie, höchste Priorität zuerst</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked jobs&lt;/b&gt;: not considered until what keeps them out changes (a limit, a hold, a dependency), or never (rejected)</source>
        <translation>&lt;b&gt;Blockierte Jobs&lt;/b&gt;: nicht berücksichtigt, bis sich ändert, was sie zurückhält (eine Grenze, eine Sperre, eine Abhängigkeit), oder nie (abgelehnt)</translation>
    </message>
    <message>
        <source>Select a job to see its checkjob.</source>
        <translation>Einen Job wählen, um seinen checkjob zu sehen.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::RemoteEngineClient</name>
    <message>
        <source>Connecting to %1</source>
        <translation>Verbinde mit %1</translation>
    </message>
    <message>
        <source>The connection to the service was lost before it answered; the service may or may not have carried this out.</source>
        <translation>Die Verbindung zum Dienst ging verloren, bevor er antwortete; der Dienst hat dies möglicherweise ausgeführt oder auch nicht.</translation>
    </message>
    <message>
        <source>Connection to %1 lost; retrying every %2 s</source>
        <translation>Verbindung zu %1 verloren; neuer Versuch alle %2 s</translation>
    </message>
    <message>
        <source>No service at %1 (%2); retrying every %3 s</source>
        <translation>Kein Dienst unter %1 (%2); neuer Versuch alle %3 s</translation>
    </message>
    <message>
        <source>The service sent a line that is not JSON; it was skipped.</source>
        <translation>Der Dienst sandte eine Zeile, die kein JSON ist; sie wurde übersprungen.</translation>
    </message>
    <message>
        <source>The service sent a reply that does not read: %1</source>
        <translation>Der Dienst sandte eine unlesbare Antwort: %1</translation>
    </message>
    <message>
        <source>The service at %1 refused the connection: %2</source>
        <translation>Der Dienst unter %1 lehnte die Verbindung ab: %2</translation>
    </message>
    <message>
        <source>The service refused to send its views: %1</source>
        <translation>Der Dienst lehnte es ab, seine Ansichten zu senden: %1</translation>
    </message>
    <message>
        <source>The service&apos;s answer does not read: %1</source>
        <translation>Die Antwort des Dienstes ist unlesbar: %1</translation>
    </message>
    <message>
        <source>The service&apos;s view does not read: %1</source>
        <translation>Die Ansicht des Dienstes ist unlesbar: %1</translation>
    </message>
    <message>
        <source>%1 (%2) on %3: scheduling %4, %5 resource manager</source>
        <translation>%1 (%2) an %3: Planung %4, Ressourcenmanager %5</translation>
    </message>
    <message>
        <source>%1 resource manager UNREACHABLE since %2: %3</source>
        <translation>Ressourcenmanager %1 NICHT ERREICHBAR seit %2: %3</translation>
    </message>
    <message>
        <source>%1; %2 (%3) on %4: scheduling %5</source>
        <translation>%1; %2 (%3) an %4: Planung %5</translation>
    </message>
    <message>
        <source>%1 UNREACHABLE, scheduling %2</source>
        <translation>%1 NICHT ERREICHBAR, Planung %2</translation>
    </message>
    <message>
        <source>%1 (%2): scheduling %3, %4 resource manager</source>
        <translation>%1 (%2): Planung %3, Ressourcenmanager %4</translation>
    </message>
    <message>
        <source>scheduling %1</source>
        <translation>Planung %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ReservationDialog</name>
    <message>
        <source>Reservation name, access and flags</source>
        <translation>Name, Zugriff und Flags der Reservierung</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Users:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Groups:</source>
        <translation>&amp;Gruppen:</translation>
    </message>
    <message>
        <source>&amp;Accounts:</source>
        <translation>&amp;Konten:</translation>
    </message>
    <message>
        <source>&amp;QOS:</source>
        <translation>&amp;QOS:</translation>
    </message>
    <message>
        <source>&amp;Classes:</source>
        <translation>K&amp;lassen:</translation>
    </message>
    <message>
        <source>&amp;Flags:</source>
        <translation>&amp;Flags:</translation>
    </message>
    <message>
        <source>comma separated, e.g. alice, !bob</source>
        <translation>durch Kommas getrennt, z. B. alice, !bob</translation>
    </message>
    <message>
        <source>e.g. BYNAME, OWNERPREEMPT</source>
        <translation>z. B. BYNAME, OWNERPREEMPT</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::SchedulePanel</name>
    <message>
        <source>checkjob %1</source>
        <translation>checkjob %1</translation>
    </message>
    <message>
        <source>No such job.</source>
        <translation>Diesen Job gibt es nicht.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>(hatched: job reservation; dashed outline: reservation; faded: completed)</source>
        <translation>(schraffiert: Job-Reservierung; gestrichelt umrandet: Reservierung; blass: beendet)</translation>
    </message>
    <message>
        <source>Colour by:</source>
        <translation>Färben nach:</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Backfill windows</source>
        <translation>Backfill-Fenster</translation>
    </message>
    <message>
        <source>Show the free node x time rectangles of showbf</source>
        <translation>Die freien Knoten-mal-Zeit-Rechtecke von showbf zeigen</translation>
    </message>
    <message>
        <source>Follow now</source>
        <translation>Jetzt folgen</translation>
    </message>
    <message>
        <source>Completed jobs (hours):</source>
        <translation>Beendete (Stunden):</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit all</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Reservation %1</source>
        <translation>Reservierung %1</translation>
    </message>
    <message numerus="yes">
        <source>Reservation %1 (%2)
From %3
To %4
%n node(s): %5
Access: %6
Flags: %7</source>
        <translation>
            <numerusform>Reservierung %1 (%2)
Von %3
Bis %4
%n Knoten: %5
Zugriff: %6
Flags: %7</numerusform>
            <numerusform>Reservierung %1 (%2)
Von %3
Bis %4
%n Knoten: %5
Zugriff: %6
Flags: %7</numerusform>
        </translation>
    </message>
    <message>
        <source>no end</source>
        <translation>kein Ende</translation>
    </message>
    <message>
        <source>no job (a system reservation)</source>
        <translation>kein Job (eine Systemreservierung)</translation>
    </message>
    <message>
        <source>Administrative: with Plan reservation on, drag it to move it, drag its right end to resize it, or press Delete to release it.</source>
        <translation>Administrativ: Bei eingeschaltetem „Reservierung planen“ ziehen Sie sie zum Verschieben, ziehen ihr rechtes Ende zum Ändern der Dauer oder drücken Entf zum Freigeben.</translation>
    </message>
    <message>
        <source>Asking the engine about reservation %1…</source>
        <translation>Die Engine wird nach Reservierung %1 gefragt…</translation>
    </message>
    <message>
        <source>Only administrative reservations can be moved or resized here; %1 is not one.</source>
        <translation>Nur administrative Reservierungen lassen sich hier verschieben oder in der Dauer ändern; %1 ist keine.</translation>
    </message>
    <message>
        <source>Only administrative reservations can be released here; %1 is not one.</source>
        <translation>Nur administrative Reservierungen lassen sich hier freigeben; %1 ist keine.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s)</source>
        <translation>
            <numerusform>%1: %n Knoten</numerusform>
            <numerusform>%1: %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Make reservation %1</source>
        <translation>Reservierung %1 anlegen</translation>
    </message>
    <message>
        <source>Move reservation %1</source>
        <translation>Reservierung %1 verschieben</translation>
    </message>
    <message>
        <source>Release reservation %1</source>
        <translation>Reservierung %1 freigeben</translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <translation>Gesendet: %1</translation>
    </message>
    <message>
        <source>The engine did it: %1</source>
        <translation>Die Engine hat es ausgeführt: %1</translation>
    </message>
    <message>
        <source>The engine refused: %1</source>
        <translation>Die Engine hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>Click a job to see its checkjob, or a reservation to see its attributes.</source>
        <translation>Klicken Sie auf einen Job, um sein checkjob zu sehen, oder auf eine Reservierung, um ihre Attribute zu sehen.</translation>
    </message>
    <message>
        <source>Plan reservation</source>
        <translation>Reservierung planen</translation>
    </message>
    <message>
        <source>Draw a reservation over nodes and time to see which jobs would wait longer; Enter makes it, Escape drops it</source>
        <translation>Eine Reservierung über Knoten und Zeit zeichnen, um zu sehen, welche Jobs länger warten würden; Eingabe legt sie an, Escape verwirft sie</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ServiceConfig</name>
    <message>
        <source>The service already has every parameter of the open configuration.</source>
        <translation>Der Dienst hat bereits jeden Parameter der geöffneten Konfiguration.</translation>
    </message>
    <message>
        <source>The service took: %1.</source>
        <translation>Der Dienst hat übernommen: %1.</translation>
    </message>
    <message>
        <source>It notes: %1.</source>
        <translation>Er merkt an: %1.</translation>
    </message>
    <message>
        <source>The service refused: %1. The refused changes stay in the open configuration; apply again to send them again.</source>
        <translation>Der Dienst hat abgelehnt: %1. Die abgelehnten Änderungen bleiben in der geöffneten Konfiguration; erneut anwenden, um sie noch einmal zu senden.</translation>
    </message>
    <message>
        <source>%1 removed (back to its default)</source>
        <translation>%1 entfernt (wieder Standardwert)</translation>
    </message>
    <message>
        <source>its answer holds no configuration text</source>
        <translation>seine Antwort enthält keinen Konfigurationstext</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::SrcfgDialog</name>
    <message>
        <source>Start (STARTTIME)</source>
        <translation>Beginn (STARTTIME)</translation>
    </message>
    <message>
        <source>End (ENDTIME)</source>
        <translation>Ende (ENDTIME)</translation>
    </message>
    <message>
        <source>Periods ahead (DEPTH)</source>
        <translation>Perioden im Voraus (DEPTH)</translation>
    </message>
    <message>
        <source>Tasks (TASKCOUNT)</source>
        <translation>Tasks (TASKCOUNT)</translation>
    </message>
    <message>
        <source>Per task (RESOURCES)</source>
        <translation>Pro Task (RESOURCES)</translation>
    </message>
    <message>
        <source>Hosts (HOSTLIST)</source>
        <translation>Hosts (HOSTLIST)</translation>
    </message>
    <message>
        <source>Partition (PARTITION)</source>
        <translation>Partition (PARTITION)</translation>
    </message>
    <message>
        <source>Node features (NODEFEATURES)</source>
        <translation>Knotenmerkmale (NODEFEATURES)</translation>
    </message>
    <message>
        <source>Tasks per node (TPN)</source>
        <translation>Tasks pro Knoten (TPN)</translation>
    </message>
    <message>
        <source>Users (USERLIST)</source>
        <translation>Benutzer (USERLIST)</translation>
    </message>
    <message>
        <source>Groups (GROUPLIST)</source>
        <translation>Gruppen (GROUPLIST)</translation>
    </message>
    <message>
        <source>Accounts (ACCOUNTLIST)</source>
        <translation>Konten (ACCOUNTLIST)</translation>
    </message>
    <message>
        <source>Classes (CLASSLIST)</source>
        <translation>Klassen (CLASSLIST)</translation>
    </message>
    <message>
        <source>QOS (QOSLIST)</source>
        <translation>QOS (QOSLIST)</translation>
    </message>
    <message>
        <source>Job attributes (JOBATTRLIST)</source>
        <translation>Job-Attribute (JOBATTRLIST)</translation>
    </message>
    <message>
        <source>Time limit (TIMELIMIT)</source>
        <translation>Zeitgrenze (TIMELIMIT)</translation>
    </message>
    <message>
        <source>Flags (FLAGS)</source>
        <translation>Flags (FLAGS)</translation>
    </message>
    <message>
        <source>Owner (OWNER)</source>
        <translation>Eigentümer (OWNER)</translation>
    </message>
    <message>
        <source>Charged account (CHARGEACCOUNT)</source>
        <translation>Belastetes Konto (CHARGEACCOUNT)</translation>
    </message>
    <message>
        <source>Priority (PRIORITY)</source>
        <translation>Priorität (PRIORITY)</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>So</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>Mo</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>Di</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>Mi</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>Do</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>Fr</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>Sa</translation>
    </message>
    <message>
        <source>STARTTIME is not before ENDTIME: a daily reservation cannot cross midnight. Make two standing reservations, as the guide does for 8:00 PM to 6:00 AM: one from STARTTIME to 24:00:00, and one from 00:00:00 to ENDTIME on the following days. A drag across midnight on the calendar offers both.</source>
        <translation>STARTTIME liegt nicht vor ENDTIME: Eine tägliche Reservierung kann nicht über Mitternacht gehen. Legen Sie zwei ständige Reservierungen an, wie das Handbuch für 20:00 bis 6:00 Uhr (8:00 PM to 6:00 AM): eine von STARTTIME bis 24:00:00 und eine von 00:00:00 bis ENDTIME an den jeweils folgenden Tagen. Ein Ziehen über Mitternacht im Kalender bietet beide an.</translation>
    </message>
    <message>
        <source>Standing reservation %1</source>
        <translation>Ständige Reservierung %1</translation>
    </message>
    <message>
        <source>Period (PERIOD)</source>
        <translation>Periode (PERIOD)</translation>
    </message>
    <message>
        <source>default (DAY)</source>
        <translation>Vorgabe (DAY)</translation>
    </message>
    <message>
        <source>Days (DAYS)</source>
        <translation>Tage (DAYS)</translation>
    </message>
    <message>
        <source>Access (ACCESS)</source>
        <translation>Zugriff (ACCESS)</translation>
    </message>
    <message>
        <source>default (DEDICATED)</source>
        <translation>Vorgabe (DEDICATED)</translation>
    </message>
    <message>
        <source>Lists are written as in maui.cfg: a leading ! excludes, a trailing * makes an entry required, + - = set the affinity (alice,!bob*).</source>
        <translation>Listen werden wie in maui.cfg geschrieben: ein vorangestelltes ! schließt aus, ein nachgestelltes * macht einen Eintrag erforderlich, + - = setzen die Affinität (alice,!bob*).</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::StandingPanel</name>
    <message>
        <source>Window across midnight</source>
        <translation>Zeitfenster über Mitternacht</translation>
    </message>
    <message>
        <source>&amp;Previous week</source>
        <translation>&amp;Vorige Woche</translation>
    </message>
    <message>
        <source>&amp;Today</source>
        <translation>&amp;Heute</translation>
    </message>
    <message>
        <source>&amp;Next week</source>
        <translation>&amp;Nächste Woche</translation>
    </message>
    <message>
        <source>&amp;Edits apply to:</source>
        <translation>Änderungen &amp;gelten für:</translation>
    </message>
    <message>
        <source>All instances</source>
        <translation>Alle Instanzen</translation>
    </message>
    <message>
        <source>Only this instance</source>
        <translation>Nur diese Instanz</translation>
    </message>
    <message>
        <source>This and following</source>
        <translation>Diese und folgende</translation>
    </message>
    <message>
        <source>Edits apply to</source>
        <translation>Änderungen gelten für</translation>
    </message>
    <message>
        <source>&amp;Capacity conflicts this week</source>
        <translation>&amp;Kapazitätskonflikte dieser Woche</translation>
    </message>
    <message>
        <source>Capacity conflicts this week</source>
        <translation>Kapazitätskonflikte dieser Woche</translation>
    </message>
    <message>
        <source>No session: start one to place the standing reservations on its machine.</source>
        <translation>Keine Sitzung: Starten Sie eine, um die ständigen Reservierungen auf ihrer Maschine zu platzieren.</translation>
    </message>
    <message>
        <source>Week of %1 (%2)</source>
        <translation>Woche ab %1 (%2)</translation>
    </message>
    <message>
        <source>None: every instance of the week is placed whole.</source>
        <translation>Keine: Jede Instanz der Woche ist vollständig platziert.</translation>
    </message>
    <message>
        <source>Create standing reservation %1</source>
        <translation>Ständige Reservierung %1 anlegen</translation>
    </message>
    <message>
        <source>A daily reservation cannot cross midnight. Make the complementary pair, as the guide does for 8:00 PM to 6:00 AM?
%1: %2 from %3 to 24:00
%4: %5 from 00:00 to %6</source>
        <translation>Eine tägliche Reservierung kann nicht über Mitternacht gehen. Das ergänzende Paar anlegen, wie das Handbuch für 20:00 bis 6:00 Uhr (8:00 PM to 6:00 AM)?
%1: %2 von %3 bis 24:00
%4: %5 von 00:00 bis %6</translation>
    </message>
    <message>
        <source>Nothing made: a window across midnight needs two standing reservations.</source>
        <translation>Nichts angelegt: Ein Zeitfenster über Mitternacht braucht zwei ständige Reservierungen.</translation>
    </message>
    <message>
        <source>Create standing reservations %1 and %2</source>
        <translation>Ständige Reservierungen %1 und %2 anlegen</translation>
    </message>
    <message>
        <source>%1 would cross midnight: a daily reservation stays within its day. %2</source>
        <translation>%1 würde über Mitternacht gehen: Eine tägliche Reservierung bleibt innerhalb ihres Tages. %2</translation>
    </message>
    <message>
        <source>%1 would leave its week: PERIOD=WEEK offsets run from Sunday 00:00 to the next Sunday 00:00.</source>
        <translation>%1 würde ihre Woche verlassen: PERIOD=WEEK-Versätze reichen von Sonntag 00:00 bis zum nächsten Sonntag 00:00.</translation>
    </message>
    <message>
        <source>%1: ENDTIME must stay after STARTTIME.</source>
        <translation>%1: ENDTIME muss nach STARTTIME bleiben.</translation>
    </message>
    <message>
        <source>%1 is permanent (PERIOD=INFINITY): it has no time to move.</source>
        <translation>%1 ist dauerhaft (PERIOD=INFINITY): Sie hat keine Zeit, die sich verschieben ließe.</translation>
    </message>
    <message>
        <source>Move standing reservation %1</source>
        <translation>Ständige Reservierung %1 verschieben</translation>
    </message>
    <message>
        <source>Resize standing reservation %1</source>
        <translation>Dauer der ständigen Reservierung %1 ändern</translation>
    </message>
    <message>
        <source>Remove standing reservation %1</source>
        <translation>Ständige Reservierung %1 entfernen</translation>
    </message>
    <message>
        <source>Edit standing reservation %1</source>
        <translation>Ständige Reservierung %1 bearbeiten</translation>
    </message>
    <message>
        <source>Changed in maui.cfg (no session runs: save the file to keep it).</source>
        <translation>In maui.cfg geändert (keine Sitzung läuft: Speichern Sie die Datei, um es zu behalten).</translation>
    </message>
    <message>
        <source>Sent to the scheduler...</source>
        <translation>An den Scheduler gesendet ...</translation>
    </message>
    <message>
        <source>The scheduler took the change.</source>
        <translation>Der Scheduler hat die Änderung übernommen.</translation>
    </message>
    <message>
        <source>The scheduler took the change: %1</source>
        <translation>Der Scheduler hat die Änderung übernommen: %1</translation>
    </message>
    <message>
        <source>The scheduler refused the change: %1</source>
        <translation>Der Scheduler hat die Änderung abgelehnt: %1</translation>
    </message>
    <message>
        <source>If dropped here:</source>
        <translation>Wenn hier abgelegt:</translation>
    </message>
    <message>
        <source>This weekday, every week</source>
        <translation>Dieser Wochentag, jede Woche</translation>
    </message>
    <message>
        <source>All instances changes the SRCFG entry. This weekday, every week splits the block&apos;s weekday off into an SRCFG entry of its own. This and following works on the series&apos; next instance. Only this instance cannot be written in maui.cfg.</source>
        <translation>Alle Instanzen ändert den SRCFG-Eintrag. Dieser Wochentag, jede Woche trennt den Wochentag des Blocks in einen eigenen SRCFG-Eintrag ab. Diese und folgende wirkt auf die nächste Instanz der Serie. Nur diese Instanz lässt sich in maui.cfg nicht schreiben.</translation>
    </message>
    <message>
        <source>Refused: an SRCFG entry has no start date, so a change cannot wait until %1; it would change the instance of %2 and every one in between as well. Choose &quot;This and following&quot; on the next instance (%2), or &quot;All instances&quot;.</source>
        <translation>Abgelehnt: Ein SRCFG-Eintrag hat kein Startdatum, daher kann eine Änderung nicht bis %1 warten; sie würde auch die Instanz von %2 und jede dazwischen ändern. Wählen Sie „Diese und folgende“ an der nächsten Instanz (%2) oder „Alle Instanzen“.</translation>
    </message>
    <message>
        <source>Refused: an SRCFG entry has no dates, so every change to it repeats %1; changing the instance of %2 alone would need that one instance masked, and neither maui.cfg nor setres can mask an instance of a standing reservation. Choose &quot;This weekday, every week&quot; to change every %3, or &quot;All instances&quot;.</source>
        <translation>Abgelehnt: Ein SRCFG-Eintrag hat keine Daten, daher wiederholt sich jede Änderung an ihm %1; die Instanz von %2 allein zu ändern, hieße, diese eine Instanz auszublenden, und weder maui.cfg noch setres können eine Instanz einer ständigen Reservierung ausblenden. Wählen Sie „Dieser Wochentag, jede Woche“, um jeden %3 zu ändern, oder „Alle Instanzen“.</translation>
    </message>
    <message>
        <source>every week</source>
        <translation>jede Woche</translation>
    </message>
    <message>
        <source>on every day of its DAYS</source>
        <translation>an jedem Tag seiner DAYS</translation>
    </message>
    <message>
        <source>Remove standing reservation %1 on %2</source>
        <translation>Ständige Reservierung %1 am %2 entfernen</translation>
    </message>
    <message>
        <source>Placing the week with the change...</source>
        <translation>Die Woche wird mit der Änderung platziert ...</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ThrottlePanel</name>
    <message>
        <source>Why jobs are blocked</source>
        <translation>Warum Jobs blockiert sind</translation>
    </message>
    <message>
        <source>Limit met</source>
        <translation>Erreichtes Limit</translation>
    </message>
    <message>
        <source>Blocked jobs</source>
        <translation>Blockierte Jobs</translation>
    </message>
    <message>
        <source>Jobs held back by the limit</source>
        <translation>Vom Limit zurückgehaltene Jobs</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Blocked jobs per limit they meet (a job meeting several counts under each): %1</source>
        <translation>Blockierte Jobs je erreichtem Limit (ein Job mit mehreren zählt bei jedem): %1</translation>
    </message>
    <message>
        <source>Throttling limits</source>
        <translation>Drosselungslimits</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>credential, limit or job</source>
        <translation>Berechtigung, Limit oder Job</translation>
    </message>
    <message>
        <source>&amp;Hold still</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Keep the tables and chart as they are while the session runs on</source>
        <translation>Tabellen und Diagramm so lassen, wie sie sind, während die Sitzung weiterläuft</translation>
    </message>
    <message>
        <source>&lt;b&gt;Limits&lt;/b&gt; (bold: at or over the soft limit)</source>
        <translation>&lt;b&gt;Limits&lt;/b&gt; (fett: am oder über dem weichen Limit)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked jobs&lt;/b&gt;, with every limit that holds each back</source>
        <translation>&lt;b&gt;Blockierte Jobs&lt;/b&gt; mit jedem Limit, das sie zurückhält</translation>
    </message>
    <message>
        <source>Blocked jobs and their limits</source>
        <translation>Blockierte Jobs und ihre Limits</translation>
    </message>
    <message>
        <source>No throttling report yet: start a session.</source>
        <translation>Noch kein Drosselungsbericht: starten Sie eine Sitzung.</translation>
    </message>
    <message>
        <source>No throttling report: %1</source>
        <translation>Kein Drosselungsbericht: %1</translation>
    </message>
    <message>
        <source>The throttling report does not read: %1</source>
        <translation>Der Drosselungsbericht ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>No throttling limit is configured.</source>
        <translation>Es ist kein Drosselungslimit konfiguriert.</translation>
    </message>
    <message numerus="yes">
        <source>%n limit(s)</source>
        <translation>
            <numerusform>%n Limit</numerusform>
            <numerusform>%n Limits</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at the hard limit, %2 at the soft limit</source>
        <translation>%1 am harten Limit, %2 am weichen Limit</translation>
    </message>
    <message numerus="yes">
        <source>%n blocked job(s)</source>
        <translation>
            <numerusform>%n blockierter Job</numerusform>
            <numerusform>%n blockierte Jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>throttling report at %1</source>
        <translation>Drosselungsbericht um %1</translation>
    </message>
    <message>
        <source>throttling report</source>
        <translation>Drosselungsbericht</translation>
    </message>
    <message numerus="yes">
        <source>%n limit(s) configured</source>
        <translation>
            <numerusform>%n Limit konfiguriert</numerusform>
            <numerusform>%n Limits konfiguriert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outrigger::gui::WeekView</name>
    <message>
        <source>Standing reservations week calendar</source>
        <translation>Wochenkalender der ständigen Reservierungen</translation>
    </message>
    <message>
        <source>(ghost)</source>
        <translation>(Vorschau)</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) this week; arrows move between them</source>
        <translation>
            <numerusform>%n Block diese Woche; die Pfeiltasten wechseln zwischen ihnen</numerusform>
            <numerusform>%n Blöcke diese Woche; die Pfeiltasten wechseln zwischen ihnen</numerusform>
        </translation>
    </message>
    <message>
        <source>no session: nothing to place</source>
        <translation>keine Sitzung: nichts zu platzieren</translation>
    </message>
    <message>
        <source>%1 (today)</source>
        <translation>%1 (heute)</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::charts::ChartView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1: %2 bis %3</translation>
    </message>
    <message>
        <source>%1 (%2 of %3): %4</source>
        <translation>%1 (%2 von %3): %4</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::charts::ExportButton</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save what is shown as a PNG image, a PDF document or the numbers as CSV</source>
        <translation>Das Angezeigte als PNG-Bild, PDF-Dokument oder die Zahlen als CSV speichern</translation>
    </message>
    <message>
        <source>PNG Image…</source>
        <translation>PNG-Bild…</translation>
    </message>
    <message>
        <source>PDF Document…</source>
        <translation>PDF-Dokument…</translation>
    </message>
    <message>
        <source>CSV Numbers…</source>
        <translation>CSV-Zahlen…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::whatif::CredentialModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>A %1 · B %2</source>
        <translation>A %1 · B %2</translation>
    </message>
    <message>
        <source>The credential&apos;s name</source>
        <translation>Der Name der Berechtigung</translation>
    </message>
    <message>
        <source>The average wait of the credential&apos;s started jobs under that configuration</source>
        <translation>Die mittlere Wartezeit der gestarteten Jobs der Berechtigung unter dieser Konfiguration</translation>
    </message>
    <message>
        <source>Mean wait under B minus under A: negative means its jobs waited less under B</source>
        <translation>Mittlere Wartezeit unter B minus unter A: negativ heißt, ihre Jobs warteten unter B kürzer</translation>
    </message>
    <message>
        <source>Processor-hours delivered to the credential&apos;s finished jobs (processors × run time)</source>
        <translation>An die beendeten Jobs der Berechtigung gelieferte Prozessorstunden (Prozessoren × Laufzeit)</translation>
    </message>
    <message>
        <source>Processor-hours under B minus under A</source>
        <translation>Prozessorstunden unter B minus unter A</translation>
    </message>
    <message>
        <source>Fairshare usage at the end of the replay: the credential&apos;s decayed usage as a percent of all usage, as diagnose -f gives it</source>
        <translation>Fairshare-Nutzung am Ende der Wiedergabe: die abklingende Nutzung der Berechtigung in Prozent der gesamten Nutzung, wie diagnose -f sie angibt</translation>
    </message>
    <message>
        <source>The configured fairshare target (FSTARGET) and its type; A&apos;s and B&apos;s when they differ</source>
        <translation>Das konfigurierte Fairshare-Ziel (FSTARGET) und seine Art; das von A und das von B, wenn sie sich unterscheiden</translation>
    </message>
    <message>
        <source>Mean wait A</source>
        <translation>Mittlere Wartezeit A</translation>
    </message>
    <message>
        <source>Mean wait B</source>
        <translation>Mittlere Wartezeit B</translation>
    </message>
    <message>
        <source>Wait change</source>
        <translation>Änderung Wartezeit</translation>
    </message>
    <message>
        <source>Delivered A</source>
        <translation>Geliefert A</translation>
    </message>
    <message>
        <source>Delivered B</source>
        <translation>Geliefert B</translation>
    </message>
    <message>
        <source>Delivered change</source>
        <translation>Änderung geliefert</translation>
    </message>
    <message>
        <source>Fairshare A</source>
        <translation>Fairshare A</translation>
    </message>
    <message>
        <source>Fairshare B</source>
        <translation>Fairshare B</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::whatif::DiffModel</name>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A: %1 · B: %2</translation>
    </message>
    <message>
        <source>Every parameter whose effective value differs between the two configurations</source>
        <translation>Jeder Parameter, dessen wirksamer Wert sich zwischen den beiden Konfigurationen unterscheidet</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::whatif::MetricModel</name>
    <message>
        <source>The value under configuration A (with several seeds: the median over them)</source>
        <translation>Der Wert unter Konfiguration A (bei mehreren Seeds: ihr Median)</translation>
    </message>
    <message>
        <source>The value under configuration B (with several seeds: the median over them)</source>
        <translation>Der Wert unter Konfiguration B (bei mehreren Seeds: ihr Median)</translation>
    </message>
    <message>
        <source>B minus A, in the metric&apos;s unit</source>
        <translation>B minus A, in der Einheit der Kennzahl</translation>
    </message>
    <message>
        <source>B minus A as a percentage of A (none when A is zero)</source>
        <translation>B minus A in Prozent von A (keiner, wenn A null ist)</translation>
    </message>
    <message>
        <source>Which configuration does better on this metric, and which direction is better</source>
        <translation>Welche Konfiguration bei dieser Kennzahl besser abschneidet und welche Richtung besser ist</translation>
    </message>
    <message>
        <source>The smallest, median and largest value over the seeds</source>
        <translation>Der kleinste, mittlere und größte Wert über die Seeds</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change (B − A)</source>
        <translation>Änderung (B − A)</translation>
    </message>
    <message>
        <source>Change %</source>
        <translation>Änderung %</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Besser</translation>
    </message>
    <message>
        <source>A over the seeds</source>
        <translation>A über die Seeds</translation>
    </message>
    <message>
        <source>B over the seeds</source>
        <translation>B über die Seeds</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::whatif::WhatIfPanel</name>
    <message>
        <source>Export Report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A: %1 · B: %2</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>&amp;Frage:</translation>
    </message>
    <message>
        <source>In your words: what would change if we did B instead of A?</source>
        <translation>In Ihren Worten: Was würde sich ändern, wenn wir B statt A täten?</translation>
    </message>
    <message>
        <source>The question this comparison answers; the report prints it under its title</source>
        <translation>Die Frage, die dieser Vergleich beantwortet; der Bericht druckt sie unter seinem Titel</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Replay the workload under A and under B at once, off the window&apos;s thread</source>
        <translation>Die Last unter A und unter B gleichzeitig wiedergeben, außerhalb des Fenster-Threads</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop both replays</source>
        <translation>Beide Wiedergaben anhalten</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>Bericht &amp;exportieren…</translation>
    </message>
    <message>
        <source>Write a PDF report, a PNG of each chart and a CSV of every number</source>
        <translation>Einen PDF-Bericht, ein PNG je Diagramm und eine CSV aller Zahlen schreiben</translation>
    </message>
    <message>
        <source>Progress of side %1</source>
        <translation>Fortschritt der Seite %1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Per credential</source>
        <translation>Je Berechtigung</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Metrics of A and B</source>
        <translation>Kennzahlen von A und B</translation>
    </message>
    <message>
        <source>Config diff: the parameters that differ between A and B</source>
        <translation>Konfigurationsunterschiede: die Parameter, in denen sich A und B unterscheiden</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>Konfigurationsunterschiede</translation>
    </message>
    <message>
        <source>Credential &amp;kind:</source>
        <translation>&amp;Art der Berechtigung:</translation>
    </message>
    <message>
        <source>Per credential comparison</source>
        <translation>Vergleich je Berechtigung</translation>
    </message>
    <message>
        <source>A is drawn as a solid line, B as a dashed one. The bar charts show the credential kind chosen under Per credential.</source>
        <translation>A ist als durchgezogene Linie gezeichnet, B als gestrichelte. Die Balkendiagramme zeigen die unter „Je Berechtigung“ gewählte Art.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>Replaying the workload under A and under B…</source>
        <translation>Die Last wird unter A und unter B wiedergegeben…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird angehalten…</translation>
    </message>
    <message>
        <source>%L1 of %L2 jobs · %3</source>
        <translation>%L1 von %L2 Jobs · %3</translation>
    </message>
    <message>
        <source>Seed %1 of %2: %3</source>
        <translation>Seed %1 von %2: %3</translation>
    </message>
    <message>
        <source>Compared in %1 s.</source>
        <translation>Verglichen in %1 s.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was compared.</source>
        <translation>Abgebrochen: nichts wurde verglichen.</translation>
    </message>
    <message>
        <source>The comparison could not run:</source>
        <translation>Der Vergleich konnte nicht laufen:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>What-if: configuration A against configuration B</source>
        <translation>Was-wäre-wenn: Konfiguration A gegen Konfiguration B</translation>
    </message>
    <message>
        <source>There is no comparison to export yet.</source>
        <translation>Es gibt noch keinen Vergleich zum Exportieren.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1, %2 and %n chart image(s).</source>
        <translation>
            <numerusform>%1, %2 und %n Diagrammbild geschrieben.</numerusform>
            <numerusform>%1, %2 und %n Diagrammbilder geschrieben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outrigger::gui::whatif::WhatIfSetup</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Standard Workload Format (*.swf *.swf.gz);;All files (*)</source>
        <translation>Standard Workload Format (*.swf *.swf.gz);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Maui configuration (*.cfg);;All files (*)</source>
        <translation>Maui-Konfiguration (*.cfg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Configuration A</source>
        <translation>Konfiguration A</translation>
    </message>
    <message>
        <source>Configuration B</source>
        <translation>Konfiguration B</translation>
    </message>
    <message>
        <source>The demo&apos;s generated workload</source>
        <translation>Die erzeugte Last der Demo</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>Seeds:</translation>
    </message>
    <message>
        <source>Replay this many variants of the demo workload (seeds) under each configuration; the table shows the median and the spread</source>
        <translation>So viele Varianten der Demo-Last (Seeds) unter jeder Konfiguration wiedergeben; die Tabelle zeigt den Median und die Streuung</translation>
    </message>
    <message>
        <source>An SWF log</source>
        <translation>Ein SWF-Protokoll</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Estimate:</source>
        <translation>Schätzung:</translation>
    </message>
    <message>
        <source>None: skip jobs without a requested time</source>
        <translation>Keine: Jobs ohne angeforderte Zeit auslassen</translation>
    </message>
    <message>
        <source>Each job&apos;s own run time</source>
        <translation>Die eigene Laufzeit jedes Jobs</translation>
    </message>
    <message>
        <source>A fixed duration</source>
        <translation>Eine feste Dauer</translation>
    </message>
    <message>
        <source>What a job without a requested time gets as its walltime</source>
        <translation>Was ein Job ohne angeforderte Zeit als Walltime erhält</translation>
    </message>
    <message>
        <source>The fixed walltime, [[DD:]HH:]MM:SS</source>
        <translation>Die feste Walltime, [[TT:]HH:]MM:SS</translation>
    </message>
    <message>
        <source>Fixed walltime estimate</source>
        <translation>Feste Walltime-Schätzung</translation>
    </message>
    <message>
        <source>Skip records:</source>
        <translation>Einträge überspringen:</translation>
    </message>
    <message>
        <source>Pass over this many job records at the start of the log</source>
        <translation>So viele Job-Einträge am Anfang des Protokolls überspringen</translation>
    </message>
    <message>
        <source>Keep jobs:</source>
        <translation>Jobs behalten:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Then keep this many jobs (all: the rest of the log)</source>
        <translation>Dann so viele Jobs behalten (alle: den Rest des Protokolls)</translation>
    </message>
    <message>
        <source>The open configuration as last opened or saved</source>
        <translation>Die geöffnete Konfiguration, wie zuletzt geöffnet oder gespeichert</translation>
    </message>
    <message>
        <source>A maui.cfg file</source>
        <translation>Eine maui.cfg-Datei</translation>
    </message>
    <message>
        <source>maui.cfg file</source>
        <translation>maui.cfg-Datei</translation>
    </message>
    <message>
        <source>Configuration A file</source>
        <translation>Datei der Konfiguration A</translation>
    </message>
    <message>
        <source>Browse for configuration A</source>
        <translation>Konfiguration A suchen</translation>
    </message>
    <message>
        <source>An edited copy (below)</source>
        <translation>Eine bearbeitete Kopie (unten)</translation>
    </message>
    <message>
        <source>Configuration B file</source>
        <translation>Datei der Konfiguration B</translation>
    </message>
    <message>
        <source>Browse for configuration B</source>
        <translation>Konfiguration B suchen</translation>
    </message>
    <message>
        <source>Copy A into B</source>
        <translation>A nach B kopieren</translation>
    </message>
    <message>
        <source>Replace B&apos;s text with configuration A&apos;s, to edit from there</source>
        <translation>Den Text von B durch den der Konfiguration A ersetzen, um von dort aus zu bearbeiten</translation>
    </message>
    <message>
        <source>Configuration B text</source>
        <translation>Text der Konfiguration B</translation>
    </message>
    <message>
        <source>B&apos;s maui.cfg: Copy A into B and edit it, or use &quot;Send to What-if B&quot; in the Configuration or Priority panel</source>
        <translation>maui.cfg von B: A nach B kopieren und bearbeiten, oder „An Was-wäre-wenn B senden“ im Bereich Konfiguration oder Priorität verwenden</translation>
    </message>
    <message>
        <source>copy of %1</source>
        <translation>Kopie von %1</translation>
    </message>
    <message>
        <source>Workload: choose an SWF log.</source>
        <translation>Last: ein SWF-Protokoll wählen.</translation>
    </message>
    <message>
        <source>Workload: %1 is not a file.</source>
        <translation>Last: %1 ist keine Datei.</translation>
    </message>
    <message>
        <source>Estimate: &apos;%1&apos; is not a duration greater than zero ([[DD:]HH:]MM:SS).</source>
        <translation>Schätzung: „%1“ ist keine Dauer größer als null ([[TT:]HH:]MM:SS).</translation>
    </message>
    <message>
        <source>Configuration %1: choose a maui.cfg file.</source>
        <translation>Konfiguration %1: eine maui.cfg-Datei wählen.</translation>
    </message>
    <message>
        <source>Configuration %1: %2</source>
        <translation>Konfiguration %1: %2</translation>
    </message>
    <message>
        <source>Configuration A: no configuration is open.</source>
        <translation>Konfiguration A: keine Konfiguration ist geöffnet.</translation>
    </message>
    <message>
        <source>Configuration B: the edited copy is empty (Copy A into B, or send one from the Configuration or Priority panel).</source>
        <translation>Konfiguration B: die bearbeitete Kopie ist leer (A nach B kopieren oder eine aus dem Bereich Konfiguration oder Priorität senden).</translation>
    </message>
    <message>
        <source>edited copy</source>
        <translation>bearbeitete Kopie</translation>
    </message>
    <message>
        <source>Where configuration A comes from</source>
        <translation>Woher Konfiguration A kommt</translation>
    </message>
    <message>
        <source>Where configuration B comes from</source>
        <translation>Woher Konfiguration B kommt</translation>
    </message>
    <message>
        <source>SWF log file</source>
        <translation>SWF-Protokolldatei</translation>
    </message>
</context>
</TS>
