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
        <source>Whether the service schedules, only reports (TEST) or simulates.</source>
        <translation>Ob der Dienst plant, nur berichtet (TEST) oder simuliert.</translation>
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
        <source>Reservation %1
From %2
To %3
On %4 (%5 processors)</source>
        <translation>Reservierung %1
Von %2
Bis %3
Auf %4 (%5 Prozessoren)</translation>
    </message>
    <message>
        <source>Backfill window on %1: %2 processors free until %3</source>
        <translation>Backfill-Fenster auf %1: %2 Prozessoren frei bis %3</translation>
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
        <source>Saved weight presets</source>
        <translation>Gespeicherte Gewichts-Voreinstellungen</translation>
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
        <translation>Beendete Jobs (Stunden):</translation>
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
        <source>Click a job to see its checkjob.</source>
        <translation>Einen Job anklicken, um sein checkjob zu sehen.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
</context>
</TS>
