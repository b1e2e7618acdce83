<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ChartExportText</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Source: %1 · Configuration: %2 · Exported: %3</source>
        <translation>Source : %1 · Configuration : %2 · Exporté : %3</translation>
    </message>
    <message>
        <source>Cannot write %1 as a PNG image</source>
        <translation>Impossible d’écrire %1 en image PNG</translation>
    </message>
    <message>
        <source>Cannot write %1 as a PDF document</source>
        <translation>Impossible d’écrire %1 en document PDF</translation>
    </message>
</context>
<context>
    <name>CheckjobWords</name>
    <message>
        <source>Idle: waiting to be scheduled</source>
        <translation>En attente : attend d&apos;être ordonnancé</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Rejected: it can never run under this configuration</source>
        <translation>Rejeté : ne peut jamais s&apos;exécuter avec cette configuration</translation>
    </message>
    <message>
        <source>Not submitted yet</source>
        <translation>Pas encore soumis</translation>
    </message>
    <message>
        <source>The percentages are shares of the final priority. %1 lowers it, so the other parts add up to more than 100 %.</source>
        <translation>Les pourcentages sont des parts de la priorité finale. %1 la diminue, donc les autres parts dépassent ensemble 100 %.</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>Travail %1 : %2</translation>
    </message>
    <message>
        <source>User %1, group %2, account %3, class %4, QOS %5.</source>
        <translation>Utilisateur %1, groupe %2, compte %3, classe %4, QOS %5.</translation>
    </message>
    <message>
        <source>Asks for %L1 processors in %L2 tasks for at most %3.</source>
        <translation>Demande %L1 processeurs en %L2 tâches pour au plus %3.</translation>
    </message>
    <message>
        <source>Submitted %1.</source>
        <translation>Soumis %1.</translation>
    </message>
    <message>
        <source>Ran from %1 to %2.</source>
        <translation>S&apos;est exécuté du %1 au %2.</translation>
    </message>
    <message>
        <source>Started %1%2.</source>
        <translation>Démarré %1%2.</translation>
    </message>
    <message>
        <source>, by backfill</source>
        <translation>, par backfill</translation>
    </message>
    <message>
        <source>Queue time counted for priority: %1 (JOBPRIOACCRUALPOLICY decides when it runs).</source>
        <translation>Temps d&apos;attente compté pour la priorité : %1 (JOBPRIOACCRUALPOLICY décide quand il court).</translation>
    </message>
    <message>
        <source>Reserved to start %1 on %L2 nodes, until %3.</source>
        <translation>Réservé pour démarrer %1 sur %L2 nœuds, jusqu&apos;au %3.</translation>
    </message>
    <message>
        <source>Why it waits:</source>
        <translation>Pourquoi il attend :</translation>
    </message>
    <message>
        <source>Priority %L1 (computed %L2):</source>
        <translation>Priorité %L1 (calculée %L2) :</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Outrigger: the workbench for a Maui-style batch scheduler.</source>
        <translation>Outrigger : l&apos;atelier d&apos;un ordonnanceur de lots de type Maui.</translation>
    </message>
    <message>
        <source>Give at most one file.</source>
        <translation>Indiquez au plus un fichier.</translation>
    </message>
    <message>
        <source>A maui.cfg to open (default: the demo configuration with its simulated cluster).</source>
        <translation>Un maui.cfg à ouvrir (par défaut : la configuration de démonstration avec sa grappe simulée).</translation>
    </message>
</context>
<context>
    <name>ConfigArea</name>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>Fairshare</source>
        <translation>Partage équitable</translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation>Limitations</translation>
    </message>
    <message>
        <source>Reservations</source>
        <translation>Réservations</translation>
    </message>
    <message>
        <source>Backfill</source>
        <translation>Remplissage (backfill)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
</context>
<context>
    <name>ConfigCatalogue</name>
    <message>
        <source>A Maui parameter that Outrigger recognises and keeps but does not use.</source>
        <translation>Un paramètre Maui qu&apos;Outrigger reconnaît et conserve mais n&apos;utilise pas.</translation>
    </message>
    <message>
        <source>A standing reservation: resources set aside on a daily, weekly or permanent schedule for the jobs its access list admits.</source>
        <translation>Une réservation permanente : des ressources mises de côté chaque jour, chaque semaine ou en continu pour les travaux qu&apos;admet sa liste d&apos;accès.</translation>
    </message>
    <message>
        <source>Account charged for the idle cycles inside the reservation.</source>
        <translation>Compte débité des cycles inutilisés dans la réservation.</translation>
    </message>
    <message>
        <source>Accounts whose jobs may use the reserved resources.</source>
        <translation>Comptes dont les travaux peuvent utiliser les ressources réservées.</translation>
    </message>
    <message>
        <source>Active limit on jobs of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Limite sur les travaux en cours (nombre de travaux), écrite [souple,]stricte ; un index tel que [USER] ou [USER:name] l&apos;applique par identifiant.</translation>
    </message>
    <message>
        <source>Active limit on memory (MB) of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Limite sur les travaux en cours (mémoire en Mo), écrite [souple,]stricte ; un index tel que [USER] ou [USER:name] l&apos;applique par identifiant.</translation>
    </message>
    <message>
        <source>Active limit on nodes of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Limite sur les travaux en cours (nœuds), écrite [souple,]stricte ; un index tel que [USER] ou [USER:name] l&apos;applique par identifiant.</translation>
    </message>
    <message>
        <source>Active limit on outstanding processor-seconds of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Limite sur les travaux en cours (secondes-processeur restantes), écrite [souple,]stricte ; un index tel que [USER] ou [USER:name] l&apos;applique par identifiant.</translation>
    </message>
    <message>
        <source>Active limit on outstanding wallclock seconds of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Limite sur les travaux en cours (secondes d&apos;horloge restantes), écrite [souple,]stricte ; un index tel que [USER] ou [USER:name] l&apos;applique par identifiant.</translation>
    </message>
    <message>
        <source>Active limit on processor equivalents of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Limite sur les travaux en cours (équivalents processeur), écrite [souple,]stricte ; un index tel que [USER] ou [USER:name] l&apos;applique par identifiant.</translation>
    </message>
    <message>
        <source>Active limit on processors of running jobs, written [soft,]hard; an index such as [USER] or [USER:name] applies it per credential.</source>
        <translation>Limite sur les travaux en cours (processeurs), écrite [souple,]stricte ; un index tel que [USER] ou [USER:name] l&apos;applique par identifiant.</translation>
    </message>
    <message>
        <source>Added to QUEUETIMEWEIGHT for jobs of this QOS.</source>
        <translation>Ajouté à QUEUETIMEWEIGHT pour les travaux de cette QOS.</translation>
    </message>
    <message>
        <source>Added to XFACTORWEIGHT for jobs of this QOS.</source>
        <translation>Ajouté à XFACTORWEIGHT pour les travaux de cette QOS.</translation>
    </message>
    <message>
        <source>Administrative state of the node.</source>
        <translation>État administratif du nœud.</translation>
    </message>
    <message>
        <source>After a job ends, freed processors serve only jobs of at least this many processors for BFCHUNKDURATION.</source>
        <translation>Après la fin d&apos;un travail, les processeurs libérés ne servent pendant BFCHUNKDURATION qu&apos;aux travaux d&apos;au moins ce nombre de processeurs.</translation>
    </message>
    <message>
        <source>Allow job priorities below zero; otherwise a negative priority is raised to one.</source>
        <translation>Autoriser des priorités de travaux inférieures à zéro ; sinon une priorité négative est portée à un.</translation>
    </message>
    <message>
        <source>Attributes of a node or of every node of a host range: partition, features, resources, priority, speed, state and position.</source>
        <translation>Attributs d&apos;un nœud ou de tous les nœuds d&apos;une plage d&apos;hôtes : partition, caractéristiques, ressources, priorité, vitesse, état et position.</translation>
    </message>
    <message>
        <source>Classes whose jobs may use the reserved resources.</source>
        <translation>Classes dont les travaux peuvent utiliser les ressources réservées.</translation>
    </message>
    <message>
        <source>Days of the week on which the reservation is active.</source>
        <translation>Jours de la semaine où la réservation est active.</translation>
    </message>
    <message>
        <source>Directory that holds the fairshare usage files.</source>
        <translation>Répertoire qui contient les fichiers d&apos;utilisation du partage équitable.</translation>
    </message>
    <message>
        <source>Event triggers, a Moab 4 feature that Maui never had.</source>
        <translation>Déclencheurs d&apos;événements, une fonction de Moab 4 que Maui n&apos;a jamais eue.</translation>
    </message>
    <message>
        <source>Expansion factor target of jobs of this QOS.</source>
        <translation>Cible de facteur d&apos;expansion des travaux de cette QOS.</translation>
    </message>
    <message>
        <source>Expansion factor target of the QOS named in the index; the same as QOSCFG[qos] XFTARGET.</source>
        <translation>Cible de facteur d&apos;expansion de la QOS nommée dans l&apos;index ; identique à QOSCFG[qos] XFTARGET.</translation>
    </message>
    <message>
        <source>Fairshare target: N a target, N+ a floor, N- a ceiling, N^ an absolute cap, N% a cap relative to the total.</source>
        <translation>Cible de partage : N une cible, N+ un plancher, N- un plafond, N^ un plafond absolu, N% un plafond relatif au total.</translation>
    </message>
    <message>
        <source>Features every reserved node must have.</source>
        <translation>Caractéristiques que chaque nœud réservé doit posséder.</translation>
    </message>
    <message>
        <source>Features of the node that jobs and reservations may require.</source>
        <translation>Caractéristiques du nœud que les travaux et les réservations peuvent exiger.</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on jobs.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en cours (nombre de travaux).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on memory (MB).</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en cours (mémoire en Mo).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on nodes.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en cours (nœuds).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on outstanding processor-seconds.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en cours (secondes-processeur restantes).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on outstanding wallclock seconds.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en cours (secondes d&apos;horloge restantes).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on processor equivalents.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en cours (équivalents processeur).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; active limits on processors.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en cours (processeurs).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on jobs.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en attente (nombre de travaux).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on memory (MB).</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en attente (mémoire en Mo).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on nodes.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en attente (nœuds).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on outstanding processor-seconds.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en attente (secondes-processeur restantes).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on outstanding wallclock seconds.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en attente (secondes d&apos;horloge restantes).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on processor equivalents.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en attente (équivalents processeur).</translation>
    </message>
    <message>
        <source>For jobs of this QOS, replaces the other credentials&apos; idle limits on processors.</source>
        <translation>Pour les travaux de cette QOS, remplace les limites des autres identifiants sur les travaux en attente (processeurs).</translation>
    </message>
    <message>
        <source>Generic resources of the node, written NAME:COUNT (gpu:2).</source>
        <translation>Ressources génériques du nœud, écrites NOM:NOMBRE (gpu:2).</translation>
    </message>
    <message>
        <source>Groups whose jobs may use the reserved resources.</source>
        <translation>Groupes dont les travaux peuvent utiliser les ressources réservées.</translation>
    </message>
    <message>
        <source>Host of the Maui server; kept for reference, Outrigger&apos;s service address is set elsewhere.</source>
        <translation>Hôte du serveur Maui ; conservé pour référence, l&apos;adresse du service Outrigger est définie ailleurs.</translation>
    </message>
    <message>
        <source>Hosts or host expressions the reservation takes its resources from.</source>
        <translation>Hôtes ou expressions d&apos;hôtes dont la réservation tire ses ressources.</translation>
    </message>
    <message>
        <source>How long freed resources are kept for jobs of at least BFCHUNKSIZE processors.</source>
        <translation>Durée pendant laquelle les ressources libérées sont gardées pour les travaux d&apos;au moins BFCHUNKSIZE processeurs.</translation>
    </message>
    <message>
        <source>How lower priority jobs are started in the gaps without delaying reserved jobs.</source>
        <translation>Comment les travaux de priorité inférieure sont lancés dans les creux sans retarder les travaux réservés.</translation>
    </message>
    <message>
        <source>How many blocked top priority jobs of the QOS group in the index get a job reservation.</source>
        <translation>Nombre de travaux bloqués les plus prioritaires du groupe de QOS de l&apos;index qui reçoivent une réservation.</translation>
    </message>
    <message>
        <source>How many idle jobs backfill considers; 0 means all of them.</source>
        <translation>Nombre de travaux en attente examinés par le remplissage ; 0 signifie tous.</translation>
    </message>
    <message>
        <source>How many periods ahead reservations are made.</source>
        <translation>Nombre de périodes à l&apos;avance pour lesquelles les réservations sont créées.</translation>
    </message>
    <message>
        <source>How often the reservation repeats: daily, weekly or never (permanent).</source>
        <translation>Fréquence de répétition de la réservation : chaque jour, chaque semaine ou jamais (permanente).</translation>
    </message>
    <message>
        <source>Idle limit on jobs of jobs eligible to be scheduled.</source>
        <translation>Limite sur les travaux en attente éligibles (nombre de travaux).</translation>
    </message>
    <message>
        <source>Idle limit on memory (MB) of jobs eligible to be scheduled.</source>
        <translation>Limite sur les travaux en attente éligibles (mémoire en Mo).</translation>
    </message>
    <message>
        <source>Idle limit on nodes of jobs eligible to be scheduled.</source>
        <translation>Limite sur les travaux en attente éligibles (nœuds).</translation>
    </message>
    <message>
        <source>Idle limit on outstanding processor-seconds of jobs eligible to be scheduled.</source>
        <translation>Limite sur les travaux en attente éligibles (secondes-processeur restantes).</translation>
    </message>
    <message>
        <source>Idle limit on outstanding wallclock seconds of jobs eligible to be scheduled.</source>
        <translation>Limite sur les travaux en attente éligibles (secondes d&apos;horloge restantes).</translation>
    </message>
    <message>
        <source>Idle limit on processor equivalents of jobs eligible to be scheduled.</source>
        <translation>Limite sur les travaux en attente éligibles (équivalents processeur).</translation>
    </message>
    <message>
        <source>Idle limit on processors of jobs eligible to be scheduled.</source>
        <translation>Limite sur les travaux en attente éligibles (processeurs).</translation>
    </message>
    <message>
        <source>Job attributes that grant access to the reservation.</source>
        <translation>Attributs de travail qui donnent accès à la réservation.</translation>
    </message>
    <message>
        <source>Largest contribution of the CRED component before its weight is applied; 0 means no cap.</source>
        <translation>Contribution maximale de la composante CRED avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest contribution of the FS component before its weight is applied; 0 means no cap.</source>
        <translation>Contribution maximale de la composante FS avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest contribution of the RES component before its weight is applied; 0 means no cap.</source>
        <translation>Contribution maximale de la composante RES avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest contribution of the SERV component before its weight is applied; 0 means no cap.</source>
        <translation>Contribution maximale de la composante SERV avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest contribution of the TARG component before its weight is applied; 0 means no cap.</source>
        <translation>Contribution maximale de la composante TARG avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest contribution of the USAGE component before its weight is applied; 0 means no cap.</source>
        <translation>Contribution maximale de la composante USAGE avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest number of nodes any single job may use.</source>
        <translation>Nombre maximal de nœuds qu&apos;un travail peut utiliser.</translation>
    </message>
    <message>
        <source>Largest number of processors any single job may use.</source>
        <translation>Nombre maximal de processeurs qu&apos;un travail peut utiliser.</translation>
    </message>
    <message>
        <source>Largest processor-seconds (processors times wallclock limit) any single job may request.</source>
        <translation>Nombre maximal de secondes-processeur (processeurs fois limite de temps) qu&apos;un travail peut demander.</translation>
    </message>
    <message>
        <source>Largest value of the ACCOUNT subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante ACCOUNT avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the BYPASS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante BYPASS avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the CLASS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante CLASS avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the CONS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante CONS avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the DISK subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante DISK avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the EXEC subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante EXEC avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the FSACCOUNT subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante FSACCOUNT avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the FSCLASS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante FSCLASS avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the FSGROUP subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante FSGROUP avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the FSQOS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante FSQOS avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the FSUSER subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante FSUSER avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the GROUP subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante GROUP avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the MEM subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante MEM avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the NODE subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante NODE avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the PE subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante PE avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the PERC subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante PERC avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the PROC subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante PROC avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the PS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante PS avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the QOS subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante QOS avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the QTIME subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante QTIME avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the REM subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante REM avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the SWAP subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante SWAP avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the TQT subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante TQT avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the TXF subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante TXF avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the USER subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante USER avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the WALLTIME subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante WALLTIME avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Largest value of the XFCTR subcomponent before its weight is applied; 0 means no cap.</source>
        <translation>Valeur maximale de la sous-composante XFCTR avant application de son poids ; 0 signifie aucun plafond.</translation>
    </message>
    <message>
        <source>Length of one fairshare window.</source>
        <translation>Durée d&apos;une fenêtre de partage équitable.</translation>
    </message>
    <message>
        <source>Local disk of the node in MB.</source>
        <translation>Disque local du nœud en Mo.</translation>
    </message>
    <message>
        <source>Longest overlap a job may have with the reservation to be admitted by time alone.</source>
        <translation>Chevauchement maximal qu&apos;un travail peut avoir avec la réservation pour être admis par la seule durée.</translation>
    </message>
    <message>
        <source>Longest wallclock limit a single job may request.</source>
        <translation>Limite de temps la plus longue qu&apos;un travail peut demander.</translation>
    </message>
    <message>
        <source>Longest wallclock limit any single job may request.</source>
        <translation>Limite de temps la plus longue que tout travail peut demander.</translation>
    </message>
    <message>
        <source>Maui 3.2 form of MAXJOB[USER]: jobs per user.</source>
        <translation>Forme Maui 3.2 de MAXJOB[USER] : travaux par utilisateur.</translation>
    </message>
    <message>
        <source>Maui 3.2 form of MAXNODE[USER]: nodes per user.</source>
        <translation>Forme Maui 3.2 de MAXNODE[USER] : nœuds par utilisateur.</translation>
    </message>
    <message>
        <source>Maui 3.2 form of MAXPROC[USER]: processors per user.</source>
        <translation>Forme Maui 3.2 de MAXPROC[USER] : processeurs par utilisateur.</translation>
    </message>
    <message>
        <source>Maui 3.2 week offset of the end (D:HH:MM:SS, day 0 Sunday); the same as ENDTIME with PERIOD=WEEK.</source>
        <translation>Décalage hebdomadaire de la fin selon Maui 3.2 (J:HH:MM:SS, jour 0 = dimanche) ; identique à ENDTIME avec PERIOD=WEEK.</translation>
    </message>
    <message>
        <source>Maui 3.2 week offset of the start (D:HH:MM:SS, day 0 Sunday); the same as STARTTIME with PERIOD=WEEK.</source>
        <translation>Décalage hebdomadaire du début selon Maui 3.2 (J:HH:MM:SS, jour 0 = dimanche) ; identique à STARTTIME avec PERIOD=WEEK.</translation>
    </message>
    <message>
        <source>Maui&apos;s per-node job limit; kept, not used by Outrigger.</source>
        <translation>Limite de travaux par nœud de Maui ; conservée, non utilisée par Outrigger.</translation>
    </message>
    <message>
        <source>Maui&apos;s per-node load limit; kept, not used by Outrigger.</source>
        <translation>Limite de charge par nœud de Maui ; conservée, non utilisée par Outrigger.</translation>
    </message>
    <message>
        <source>Minimum number of tasks each reserved node must hold.</source>
        <translation>Nombre minimal de tâches que chaque nœud réservé doit accueillir.</translation>
    </message>
    <message>
        <source>Most nodes a single job may request.</source>
        <translation>Nombre maximal de nœuds qu&apos;un travail peut demander.</translation>
    </message>
    <message>
        <source>Most processor-seconds a single job may request.</source>
        <translation>Nombre maximal de secondes-processeur qu&apos;un travail peut demander.</translation>
    </message>
    <message>
        <source>Most processors a single job may request.</source>
        <translation>Nombre maximal de processeurs qu&apos;un travail peut demander.</translation>
    </message>
    <message>
        <source>Node priority used by NODEALLOCATIONPOLICY PRIORITY.</source>
        <translation>Priorité du nœud utilisée par NODEALLOCATIONPOLICY PRIORITY.</translation>
    </message>
    <message>
        <source>Number of fairshare windows that count towards usage.</source>
        <translation>Nombre de fenêtres de partage équitable prises en compte dans l&apos;utilisation.</translation>
    </message>
    <message>
        <source>Number of processors of the node.</source>
        <translation>Nombre de processeurs du nœud.</translation>
    </message>
    <message>
        <source>Number of tasks to reserve; 0 reserves every listed host whole.</source>
        <translation>Nombre de tâches à réserver ; 0 réserve entièrement chaque hôte listé.</translation>
    </message>
    <message>
        <source>Partition given to this credential&apos;s jobs by default.</source>
        <translation>Partition attribuée par défaut aux travaux de cet identifiant.</translation>
    </message>
    <message>
        <source>Partition the node belongs to.</source>
        <translation>Partition à laquelle appartient le nœud.</translation>
    </message>
    <message>
        <source>Partition the reservation takes its resources from.</source>
        <translation>Partition dont la réservation tire ses ressources.</translation>
    </message>
    <message>
        <source>Partitions this credential&apos;s jobs may use.</source>
        <translation>Partitions que les travaux de cet identifiant peuvent utiliser.</translation>
    </message>
    <message>
        <source>Port of the Maui server; kept for reference, Outrigger&apos;s service address is set elsewhere.</source>
        <translation>Port du serveur Maui ; conservé pour référence, l&apos;adresse du service Outrigger est définie ailleurs.</translation>
    </message>
    <message>
        <source>Priority added to every job of this credential.</source>
        <translation>Priorité ajoutée à chaque travail de cet identifiant.</translation>
    </message>
    <message>
        <source>Priority of the reservation when resources are contended.</source>
        <translation>Priorité de la réservation lorsque les ressources sont disputées.</translation>
    </message>
    <message>
        <source>Priority, fairshare target and limits of a class or queue (or DEFAULT).</source>
        <translation>Priorité, cible de partage et limites d&apos;une classe ou file d&apos;attente (ou DEFAULT).</translation>
    </message>
    <message>
        <source>Priority, fairshare target and limits of a group (or DEFAULT).</source>
        <translation>Priorité, cible de partage et limites d&apos;un groupe (ou DEFAULT).</translation>
    </message>
    <message>
        <source>Priority, fairshare target and limits of a user (or DEFAULT).</source>
        <translation>Priorité, cible de partage et limites d&apos;un utilisateur (ou DEFAULT).</translation>
    </message>
    <message>
        <source>Priority, fairshare target and limits of an account (or DEFAULT).</source>
        <translation>Priorité, cible de partage et limites d&apos;un compte (ou DEFAULT).</translation>
    </message>
    <message>
        <source>Priority, fairshare target, service targets, limits and limit overrides of a QOS (or DEFAULT).</source>
        <translation>Priorité, cible de partage, cibles de service, limites et dérogations de limites d&apos;une QOS (ou DEFAULT).</translation>
    </message>
    <message>
        <source>QOS given to this credential&apos;s jobs that request none.</source>
        <translation>QOS attribuée aux travaux de cet identifiant qui n&apos;en demandent aucune.</translation>
    </message>
    <message>
        <source>QOS names this credential&apos;s jobs may request.</source>
        <translation>Noms de QOS que les travaux de cet identifiant peuvent demander.</translation>
    </message>
    <message>
        <source>QOS names whose jobs may use the reserved resources.</source>
        <translation>Noms de QOS dont les travaux peuvent utiliser les ressources réservées.</translation>
    </message>
    <message>
        <source>Queue time target of jobs of this QOS.</source>
        <translation>Cible de temps d&apos;attente des travaux de cette QOS.</translation>
    </message>
    <message>
        <source>Queue time target of the QOS named in the index; the same as QOSCFG[qos] QTTARGET.</source>
        <translation>Cible de temps d&apos;attente de la QOS nommée dans l&apos;index ; identique à QOSCFG[qos] QTTARGET.</translation>
    </message>
    <message>
        <source>Rack number of the node, for contiguous placement.</source>
        <translation>Numéro de baie du nœud, pour un placement contigu.</translation>
    </message>
    <message>
        <source>Real memory of the node in MB.</source>
        <translation>Mémoire physique du nœud en Mo.</translation>
    </message>
    <message>
        <source>Relative speed of the node.</source>
        <translation>Vitesse relative du nœud.</translation>
    </message>
    <message>
        <source>Resources of one reserved task; PROCS=-1 means every processor of the node.</source>
        <translation>Ressources d&apos;une tâche réservée ; PROCS=-1 signifie tous les processeurs du nœud.</translation>
    </message>
    <message>
        <source>Retired in Maui 3.2.6: use a required TIMELIMIT (a trailing *) instead.</source>
        <translation>Retiré dans Maui 3.2.6 : utilisez plutôt un TIMELIMIT obligatoire (suivi d&apos;un *).</translation>
    </message>
    <message>
        <source>SHARED lets the reservation use resources other non-job reservations hold; DEDICATED does not.</source>
        <translation>SHARED permet à la réservation d&apos;utiliser des ressources détenues par d&apos;autres réservations hors travaux ; DEDICATED non.</translation>
    </message>
    <message>
        <source>Slot of the node within its rack.</source>
        <translation>Emplacement du nœud dans sa baie.</translation>
    </message>
    <message>
        <source>Smallest wallclock limit used in the expansion factor, so very short jobs cannot make their XFactor huge.</source>
        <translation>Plus petite limite de temps utilisée dans le facteur d&apos;expansion, pour que les travaux très courts ne rendent pas leur XFactor énorme.</translation>
    </message>
    <message>
        <source>Special reservation behaviours.</source>
        <translation>Comportements particuliers de la réservation.</translation>
    </message>
    <message>
        <source>System-wide active and idle limits and per-job limits.</source>
        <translation>Limites globales sur les travaux en cours et en attente, et limites par travail.</translation>
    </message>
    <message>
        <source>The QOS names that share the reservation depth of the same index; empty means every QOS.</source>
        <translation>Les noms de QOS qui partagent la profondeur de réservation du même index ; vide signifie toutes les QOS.</translation>
    </message>
    <message>
        <source>The credential that owns the reservation, written TYPE:NAME.</source>
        <translation>L&apos;identifiant propriétaire de la réservation, écrit TYPE:NOM.</translation>
    </message>
    <message>
        <source>The order in which equally suitable nodes are given to a job.</source>
        <translation>L&apos;ordre dans lequel des nœuds également adaptés sont attribués à un travail.</translation>
    </message>
    <message>
        <source>The site&apos;s time zone (an IANA name) for midnight, DAYS and week offsets; UTC when not set.</source>
        <translation>Le fuseau horaire du site (un nom IANA) pour minuit, DAYS et les décalages hebdomadaires ; UTC s&apos;il n&apos;est pas défini.</translation>
    </message>
    <message>
        <source>Time between scheduling iterations when nothing else wakes the scheduler.</source>
        <translation>Temps entre deux itérations d&apos;ordonnancement quand rien d&apos;autre ne réveille l&apos;ordonnanceur.</translation>
    </message>
    <message>
        <source>Time of day (or offset in the week for PERIOD=WEEK) at which the reservation ends.</source>
        <translation>Heure du jour (ou décalage dans la semaine avec PERIOD=WEEK) à laquelle la réservation se termine.</translation>
    </message>
    <message>
        <source>Time of day (or offset in the week for PERIOD=WEEK, day 0 Sunday) at which the reservation starts.</source>
        <translation>Heure du jour (ou décalage dans la semaine avec PERIOD=WEEK, jour 0 = dimanche) à laquelle la réservation commence.</translation>
    </message>
    <message>
        <source>Users who may change jobs and reservations but not the configuration.</source>
        <translation>Utilisateurs qui peuvent modifier les travaux et les réservations, mais pas la configuration.</translation>
    </message>
    <message>
        <source>Users who may run the information commands.</source>
        <translation>Utilisateurs qui peuvent lancer les commandes d&apos;information.</translation>
    </message>
    <message>
        <source>Users whose jobs may use the reserved resources.</source>
        <translation>Utilisateurs dont les travaux peuvent utiliser les ressources réservées.</translation>
    </message>
    <message>
        <source>Users with full administrative rights.</source>
        <translation>Utilisateurs disposant de tous les droits d&apos;administration.</translation>
    </message>
    <message>
        <source>Virtual memory of the node in MB.</source>
        <translation>Mémoire virtuelle du nœud en Mo.</translation>
    </message>
    <message>
        <source>Weight of each older fairshare window relative to the next newer one (between 0 and 1).</source>
        <translation>Poids de chaque fenêtre de partage plus ancienne par rapport à la suivante plus récente (entre 0 et 1).</translation>
    </message>
    <message>
        <source>Weight of the ACCOUNT subcomponent within the CRED priority component.</source>
        <translation>Poids de la sous-composante ACCOUNT dans la composante de priorité CRED.</translation>
    </message>
    <message>
        <source>Weight of the BYPASS subcomponent within the SERV priority component.</source>
        <translation>Poids de la sous-composante BYPASS dans la composante de priorité SERV.</translation>
    </message>
    <message>
        <source>Weight of the CLASS subcomponent within the CRED priority component.</source>
        <translation>Poids de la sous-composante CLASS dans la composante de priorité CRED.</translation>
    </message>
    <message>
        <source>Weight of the CONS subcomponent within the USAGE priority component.</source>
        <translation>Poids de la sous-composante CONS dans la composante de priorité USAGE.</translation>
    </message>
    <message>
        <source>Weight of the CRED priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Poids de la composante de priorité CRED : la somme de ses sous-composantes est multipliée par cette valeur.</translation>
    </message>
    <message>
        <source>Weight of the DISK subcomponent within the RES priority component.</source>
        <translation>Poids de la sous-composante DISK dans la composante de priorité RES.</translation>
    </message>
    <message>
        <source>Weight of the EXEC subcomponent within the USAGE priority component.</source>
        <translation>Poids de la sous-composante EXEC dans la composante de priorité USAGE.</translation>
    </message>
    <message>
        <source>Weight of the FS priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Poids de la composante de priorité FS : la somme de ses sous-composantes est multipliée par cette valeur.</translation>
    </message>
    <message>
        <source>Weight of the FSACCOUNT subcomponent within the FS priority component.</source>
        <translation>Poids de la sous-composante FSACCOUNT dans la composante de priorité FS.</translation>
    </message>
    <message>
        <source>Weight of the FSCLASS subcomponent within the FS priority component.</source>
        <translation>Poids de la sous-composante FSCLASS dans la composante de priorité FS.</translation>
    </message>
    <message>
        <source>Weight of the FSGROUP subcomponent within the FS priority component.</source>
        <translation>Poids de la sous-composante FSGROUP dans la composante de priorité FS.</translation>
    </message>
    <message>
        <source>Weight of the FSQOS subcomponent within the FS priority component.</source>
        <translation>Poids de la sous-composante FSQOS dans la composante de priorité FS.</translation>
    </message>
    <message>
        <source>Weight of the FSUSER subcomponent within the FS priority component.</source>
        <translation>Poids de la sous-composante FSUSER dans la composante de priorité FS.</translation>
    </message>
    <message>
        <source>Weight of the GROUP subcomponent within the CRED priority component.</source>
        <translation>Poids de la sous-composante GROUP dans la composante de priorité CRED.</translation>
    </message>
    <message>
        <source>Weight of the MEM subcomponent within the RES priority component.</source>
        <translation>Poids de la sous-composante MEM dans la composante de priorité RES.</translation>
    </message>
    <message>
        <source>Weight of the NODE subcomponent within the RES priority component.</source>
        <translation>Poids de la sous-composante NODE dans la composante de priorité RES.</translation>
    </message>
    <message>
        <source>Weight of the PE subcomponent within the RES priority component.</source>
        <translation>Poids de la sous-composante PE dans la composante de priorité RES.</translation>
    </message>
    <message>
        <source>Weight of the PERC subcomponent within the USAGE priority component.</source>
        <translation>Poids de la sous-composante PERC dans la composante de priorité USAGE.</translation>
    </message>
    <message>
        <source>Weight of the PROC subcomponent within the RES priority component.</source>
        <translation>Poids de la sous-composante PROC dans la composante de priorité RES.</translation>
    </message>
    <message>
        <source>Weight of the PS subcomponent within the RES priority component.</source>
        <translation>Poids de la sous-composante PS dans la composante de priorité RES.</translation>
    </message>
    <message>
        <source>Weight of the QOS subcomponent within the CRED priority component.</source>
        <translation>Poids de la sous-composante QOS dans la composante de priorité CRED.</translation>
    </message>
    <message>
        <source>Weight of the QTIME subcomponent within the SERV priority component.</source>
        <translation>Poids de la sous-composante QTIME dans la composante de priorité SERV.</translation>
    </message>
    <message>
        <source>Weight of the REM subcomponent within the USAGE priority component.</source>
        <translation>Poids de la sous-composante REM dans la composante de priorité USAGE.</translation>
    </message>
    <message>
        <source>Weight of the RES priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Poids de la composante de priorité RES : la somme de ses sous-composantes est multipliée par cette valeur.</translation>
    </message>
    <message>
        <source>Weight of the SERV priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Poids de la composante de priorité SERV : la somme de ses sous-composantes est multipliée par cette valeur.</translation>
    </message>
    <message>
        <source>Weight of the SWAP subcomponent within the RES priority component.</source>
        <translation>Poids de la sous-composante SWAP dans la composante de priorité RES.</translation>
    </message>
    <message>
        <source>Weight of the TARG priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Poids de la composante de priorité TARG : la somme de ses sous-composantes est multipliée par cette valeur.</translation>
    </message>
    <message>
        <source>Weight of the TQT subcomponent within the TARG priority component.</source>
        <translation>Poids de la sous-composante TQT dans la composante de priorité TARG.</translation>
    </message>
    <message>
        <source>Weight of the TXF subcomponent within the TARG priority component.</source>
        <translation>Poids de la sous-composante TXF dans la composante de priorité TARG.</translation>
    </message>
    <message>
        <source>Weight of the USAGE priority component: its subcomponent sum is multiplied by this value.</source>
        <translation>Poids de la composante de priorité USAGE : la somme de ses sous-composantes est multipliée par cette valeur.</translation>
    </message>
    <message>
        <source>Weight of the USER subcomponent within the CRED priority component.</source>
        <translation>Poids de la sous-composante USER dans la composante de priorité CRED.</translation>
    </message>
    <message>
        <source>Weight of the WALLTIME subcomponent within the RES priority component.</source>
        <translation>Poids de la sous-composante WALLTIME dans la composante de priorité RES.</translation>
    </message>
    <message>
        <source>Weight of the XFCTR subcomponent within the SERV priority component.</source>
        <translation>Poids de la sous-composante XFCTR dans la composante de priorité SERV.</translation>
    </message>
    <message>
        <source>What BESTFIT backfill maximises when it picks a job for a backfill window.</source>
        <translation>Ce que le remplissage BESTFIT maximise lorsqu&apos;il choisit un travail pour une fenêtre de remplissage.</translation>
    </message>
    <message>
        <source>What fairshare usage measures: dedicated processor-seconds, dedicated processor-equivalent seconds or utilized processor-seconds. A trailing % makes targets relative to the total.</source>
        <translation>Ce que mesure l&apos;utilisation du partage : secondes-processeur dédiées, secondes en équivalents processeur dédiées ou secondes-processeur utilisées. Un % final rend les cibles relatives au total.</translation>
    </message>
    <message>
        <source>When an idle job accrues queue time: ALWAYS from submission, QUEUEPOLICY while it passes the idle limits, FULLPOLICY while it passes every policy.</source>
        <translation>Quand un travail en attente accumule du temps d&apos;attente : ALWAYS dès la soumission, QUEUEPOLICY tant qu&apos;il respecte les limites d&apos;attente, FULLPOLICY tant qu&apos;il respecte toutes les règles.</translation>
    </message>
    <message>
        <source>Whether job reservations are rebuilt each iteration (CURRENTHIGHEST), kept and only moved earlier (HIGHEST) or never made (NEVER).</source>
        <translation>Si les réservations de travaux sont reconstruites à chaque itération (CURRENTHIGHEST), conservées et seulement avancées (HIGHEST) ou jamais créées (NEVER).</translation>
    </message>
    <message>
        <source>Whether several jobs, tasks or users may share one node.</source>
        <translation>Si plusieurs travaux, tâches ou utilisateurs peuvent partager un nœud.</translation>
    </message>
    <message>
        <source>Whether the service schedules, only reports (TEST, MONITOR) or simulates.</source>
        <translation>Si le service ordonnance, se contente de rendre compte (TEST, MONITOR) ou simule.</translation>
    </message>
    <message>
        <source>With negative priorities enabled, never start a job whose priority is below zero.</source>
        <translation>Avec les priorités négatives autorisées, ne jamais lancer un travail de priorité inférieure à zéro.</translation>
    </message>
    <message>
        <source>A Maui attribute that Outrigger recognises and keeps but does not use.</source>
        <translation>Un attribut Maui qu&apos;Outrigger reconnaît et conserve mais n&apos;utilise pas.</translation>
    </message>
    <message>
        <source>Longest wallclock limit a job may have to use the reservation: a required TIMELIMIT (Maui&apos;s MAXTIME, the SRMAXTIME of Maui 3.0).</source>
        <translation>Plus longue limite de durée qu&apos;un job peut avoir pour utiliser la réservation : un TIMELIMIT obligatoire (le MAXTIME de Maui, le SRMAXTIME de Maui 3.0).</translation>
    </message>
    <message>
        <source>Maui 3.0 form of a QOS attribute: QOSxxx[qos] is the attribute of QOSCFG[qos].</source>
        <translation>Forme Maui 3.0 d&apos;un attribut de QOS : QOSxxx[qos] est l&apos;attribut de QOSCFG[qos].</translation>
    </message>
    <message>
        <source>Maui 3.0 form of a standing reservation attribute: SRxxx[index] is the attribute of the SRCFG of that index.</source>
        <translation>Forme Maui 3.0 d&apos;un attribut de réservation permanente : SRxxx[index] est l&apos;attribut du SRCFG de cet index.</translation>
    </message>
    <message>
        <source>Maui 3.0 hard throttling limit: the limit of the DEFAULT user, group or account (USERCFG[DEFAULT] MAXJOB=N and the like).</source>
        <translation>Limite de régulation stricte de Maui 3.0 : la limite de l&apos;utilisateur, du groupe ou du compte DEFAULT (USERCFG[DEFAULT] MAXJOB=N et semblables).</translation>
    </message>
    <message>
        <source>Maui 3.0 name of a QOS: names the QOSCFG of the same index.</source>
        <translation>Nom Maui 3.0 d&apos;une QOS : nomme le QOSCFG du même index.</translation>
    </message>
    <message>
        <source>Maui 3.0 name of a standing reservation: names the SRCFG of the same index.</source>
        <translation>Nom Maui 3.0 d&apos;une réservation permanente : nomme le SRCFG du même index.</translation>
    </message>
    <message>
        <source>Maui 3.0 soft throttling limit: the soft limit of the same DEFAULT credential limit.</source>
        <translation>Limite de régulation souple de Maui 3.0 : la limite souple de la même limite DEFAULT.</translation>
    </message>
    <message>
        <source>Maui 3.0 switch of a throttling limit: OFF turns off the count and soft count of the same name.</source>
        <translation>Interrupteur Maui 3.0 d&apos;une limite de régulation : OFF désactive la limite stricte et la limite souple du même nom.</translation>
    </message>
    <message>
        <source>Maui job flags given to this credential&apos;s jobs; accepted without effect (preemption flags: no effect yet).</source>
        <translation>Drapeaux de job Maui donnés aux jobs de cette identité ; acceptés sans effet (drapeaux de préemption : pas encore d&apos;effet).</translation>
    </message>
    <message>
        <source>QOS flags: the IGN flags exempt this QOS&apos;s jobs from throttling limits; the others are accepted without effect.</source>
        <translation>Drapeaux de QOS : les drapeaux IGN exemptent les jobs de cette QOS des limites de régulation ; les autres sont acceptés sans effet.</translation>
    </message>
    <message>
        <source>in Maui it added load from outside the batch system; Outrigger has no load model</source>
        <translation>dans Maui, il ajoutait la charge venue de l&apos;extérieur du système de traitement par lots ; Outrigger n&apos;a pas de modèle de charge</translation>
    </message>
    <message>
        <source>in Maui it added the machine name to bank charges; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il ajoutait le nom de la machine aux débits de la banque ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it adjusted node state or processors by load; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il ajustait l&apos;état ou les processeurs d&apos;un nœud selon la charge ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it aged out stale entries of Maui&apos;s checkpoint; Outrigger keeps its state in its own checkpoint, set by orsim and the service, not by maui.cfg</source>
        <translation>dans Maui, il faisait expirer les entrées périmées du point de reprise de Maui ; Outrigger garde son état dans son propre point de reprise, réglé par orsim et le service, pas par maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it allowed jobs spanning several nodes; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il autorisait les travaux sur plusieurs nœuds ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it allowed jobs with several requirement sets; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il autorisait les travaux à plusieurs jeux d&apos;exigences ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it allowed mixed node sets within a tolerance; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il admettait des ensembles de nœuds mixtes dans une tolérance ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it asked for a job&apos;s nodes to be close to each other; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il demandait que les nœuds d&apos;un travail soient proches les uns des autres ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it bounded a Maui 3.0 standing reservation&apos;s tasks; SRCFG has no such attribute; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>dans Maui, il bornait les tâches d&apos;une réservation permanente de Maui 3.0 ; SRCFG n&apos;a pas d&apos;attribut de ce genre ; Outrigger fait les réservations de travaux selon RESERVATIONPOLICY, RESERVATIONDEPTH et RESERVATIONQOSLIST seuls</translation>
    </message>
    <message>
        <source>in Maui it bounded a class&apos;s processors on the node; Outrigger has no per-node limits</source>
        <translation>dans Maui, il bornait les processeurs d&apos;une classe sur le nœud ; Outrigger n&apos;a pas de limites par nœud</translation>
    </message>
    <message>
        <source>in Maui it bounded a class&apos;s processors per node; Outrigger has no per-node limits</source>
        <translation>dans Maui, il bornait les processeurs d&apos;une classe par nœud ; Outrigger n&apos;a pas de limites par nœud</translation>
    </message>
    <message>
        <source>in Maui it bounded a job&apos;s processor equivalents on the node; Outrigger has no per-node limits</source>
        <translation>dans Maui, il bornait les équivalents processeur d&apos;un travail sur le nœud ; Outrigger n&apos;a pas de limites par nœud</translation>
    </message>
    <message>
        <source>in Maui it bounded a user&apos;s jobs on the node; Outrigger has no per-node limits</source>
        <translation>dans Maui, il bornait les travaux d&apos;un utilisateur sur le nœud ; Outrigger n&apos;a pas de limites par nœud</translation>
    </message>
    <message>
        <source>in Maui it bounded a user&apos;s processors on the node; Outrigger has no per-node limits</source>
        <translation>dans Maui, il bornait les processeurs d&apos;un utilisateur sur le nœud ; Outrigger n&apos;a pas de limites par nœud</translation>
    </message>
    <message>
        <source>in Maui it bounded how long a job may stay starting; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il bornait la durée pendant laquelle un travail peut rester au démarrage ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it bounded processor-seconds in node allocation; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il bornait les processeurs-secondes dans l&apos;allocation des nœuds ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it bounded processors per node; Outrigger has no per-node limits</source>
        <translation>dans Maui, il bornait les processeurs par nœud ; Outrigger n&apos;a pas de limites par nœud</translation>
    </message>
    <message>
        <source>in Maui it bounded tasks of a meta-scheduled job; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il bornait les tâches d&apos;un travail méta-planifié ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it bounded the client commands&apos; wait for the server; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il bornait l&apos;attente du serveur par les commandes clientes ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it bounded the jobs started per iteration; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>dans Maui, il bornait les travaux démarrés par itération ; Outrigger planifie chaque travail admissible à chaque itération et itère sur les événements et selon RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it bounded the processors in use on the node; Outrigger has no per-node limits</source>
        <translation>dans Maui, il bornait les processeurs utilisés sur le nœud ; Outrigger n&apos;a pas de limites par nœud</translation>
    </message>
    <message>
        <source>in Maui it bounded the processors of jobs admitted; Outrigger&apos;s access lists do not look at job size</source>
        <translation>dans Maui, il bornait les processeurs des travaux admis ; les listes d&apos;accès d&apos;Outrigger ne regardent pas la taille des travaux</translation>
    </message>
    <message>
        <source>in Maui it bounded the schedules backfill tried per iteration; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>dans Maui, il bornait les plannings que le backfill essayait par itération ; le backfill d&apos;Outrigger se règle par BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH et les paramètres BFCHUNK</translation>
    </message>
    <message>
        <source>in Maui it bounded the sleep between iterations; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>dans Maui, il bornait la pause entre les itérations ; Outrigger planifie chaque travail admissible à chaque itération et itère sur les événements et selon RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it bounded the tasks of jobs admitted; Outrigger&apos;s access lists do not look at job size</source>
        <translation>dans Maui, il bornait les tâches des travaux admis ; les listes d&apos;accès d&apos;Outrigger ne regardent pas la taille des travaux</translation>
    </message>
    <message>
        <source>in Maui it bounded the tasks on the node; Outrigger has no per-node limits</source>
        <translation>dans Maui, il bornait les tâches sur le nœud ; Outrigger n&apos;a pas de limites par nœud</translation>
    </message>
    <message>
        <source>in Maui it bounded the wait for node state to settle; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il bornait l&apos;attente de la stabilisation de l&apos;état des nœuds ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it bounded the wait for the allocation bank; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il bornait l&apos;attente de la banque d&apos;allocations ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it bounded the wait for the resource manager to confirm a job; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il bornait l&apos;attente de la confirmation d&apos;un travail par le gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it bounded the wait for the resource manager; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il bornait l&apos;attente du gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it cancelled jobs exceeding their requested resources; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il annulait les travaux dépassant leurs ressources demandées ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it cancelled jobs running past their wallclock limit; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il annulait les travaux dépassant leur limite de temps ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it capped requested wallclock limits; write MAXWCLIMITPERJOB</source>
        <translation>dans Maui, il plafonnait les limites de temps demandées ; écrivez MAXWCLIMITPERJOB</translation>
    </message>
    <message>
        <source>in Maui it capped the job attribute priority component; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il plafonnait la composante de priorité des attributs de travail ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it capped the job attribute priority subcomponent; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il plafonnait la sous-composante de priorité des attributs de travail ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it capped the job state priority subcomponent; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il plafonnait la sous-composante de priorité de l&apos;état du travail ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it capped the soft policy violation priority subcomponent; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il plafonnait la sous-composante de priorité des dépassements de limites souples ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it carried checkpointed idle-time statistics; Outrigger&apos;s showres computes its own</source>
        <translation>dans Maui, il portait des statistiques de temps d&apos;inactivité issues du point de reprise ; le showres d&apos;Outrigger calcule les siennes</translation>
    </message>
    <message>
        <source>in Maui it carried checkpointed statistics; Outrigger&apos;s reports compute their own</source>
        <translation>dans Maui, il portait des statistiques issues du point de reprise ; les rapports d&apos;Outrigger calculent les leurs</translation>
    </message>
    <message>
        <source>in Maui it carried checkpointed total-time statistics; Outrigger&apos;s showres computes its own</source>
        <translation>dans Maui, il portait des statistiques de temps total issues du point de reprise ; le showres d&apos;Outrigger calcule les siennes</translation>
    </message>
    <message>
        <source>in Maui it changed how Maui&apos;s simulator read its traces; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il changeait la façon dont le simulateur de Maui lisait ses traces ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it changed how the client commands printed; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il changeait l&apos;affichage des commandes clientes ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it changed simulated wallclock accuracy; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il changeait la précision simulée des limites de temps ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it charged fairshare by CPU time reported by the resource manager; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>dans Maui, il comptait le partage équitable selon le temps CPU signalé par le gestionnaire de ressources ; le partage équitable d&apos;Outrigger ne lit que FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR et les attributs FSTARGET</translation>
    </message>
    <message>
        <source>in Maui it charged fairshare usage to a user&apos;s secondary groups; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>dans Maui, il imputait l&apos;usage du partage équitable aux groupes secondaires d&apos;un utilisateur ; le partage équitable d&apos;Outrigger ne lit que FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR et les attributs FSTARGET</translation>
    </message>
    <message>
        <source>in Maui it checkpointed Maui&apos;s simulator; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il enregistrait des points de reprise du simulateur de Maui ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it chose an older backfill algorithm; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>dans Maui, il choisissait un ancien algorithme de backfill ; le backfill d&apos;Outrigger se règle par BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH et les paramètres BFCHUNK</translation>
    </message>
    <message>
        <source>in Maui it chose how jobs were charged to the bank; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il choisissait comment les travaux étaient débités à la banque ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it chose how node resources were collected; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il choisissait comment les ressources des nœuds étaient collectées ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it chose how preempted jobs were stopped; Outrigger has no preemption yet (a standing reservation&apos;s OWNERPREEMPT aside)</source>
        <translation>dans Maui, il choisissait comment les travaux préemptés étaient arrêtés ; Outrigger n&apos;a pas encore de préemption (hormis l&apos;OWNERPREEMPT d&apos;une réservation permanente)</translation>
    </message>
    <message>
        <source>in Maui it chose how simulated jobs were submitted; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il choisissait comment les travaux simulés étaient soumis ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it chose how simulated nodes were built; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il choisissait comment les nœuds simulés étaient construits ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it chose how tasks were spread over nodes; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il choisissait comment les tâches étaient réparties sur les nœuds ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it chose real or simulated time; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il choisissait le temps réel ou simulé ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it chose the action on jobs exceeding their resources; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il choisissait l&apos;action sur les travaux dépassant leurs ressources ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it chose the action on jobs past their wallclock limit; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il choisissait l&apos;action sur les travaux ayant dépassé leur limite de temps ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it chose the allocation bank (QBANK, GOLD, FILE); Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il choisissait la banque d&apos;allocations (QBANK, GOLD, FILE) ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it chose the allocation bank&apos;s protocol; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il choisissait le protocole de la banque d&apos;allocations ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it chose the backfill algorithm in early Maui releases; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>dans Maui, il choisissait l&apos;algorithme de backfill dans les premières versions de Maui ; le backfill d&apos;Outrigger se règle par BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH et les paramètres BFCHUNK</translation>
    </message>
    <message>
        <source>in Maui it chose the best node set; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il choisissait le meilleur ensemble de nœuds ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it chose the client commands&apos; wire protocol; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il choisissait le protocole de transmission des commandes clientes ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it chose the resource manager (PBS, LL, SGE, WIKI ...); Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il choisissait le gestionnaire de ressources (PBS, LL, SGE, WIKI ...) ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it chose the resource manager&apos;s authentication; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il choisissait l&apos;authentification du gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it chose the simulated communication pattern; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il choisissait le schéma de communication simulé ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it chose the syslog facility; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>dans Maui, il choisissait la catégorie (facility) syslog ; les programmes d&apos;Outrigger rendent compte par leurs propres sorties et n&apos;écrivent jamais le journal de Maui</translation>
    </message>
    <message>
        <source>in Maui it chose when resource limits were enforced; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il choisissait quand les limites de ressources étaient appliquées ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it chose whether dedicated or used resources made a node busy; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il choisissait si les ressources dédiées ou utilisées rendaient un nœud occupé ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it chose which parts of Maui logged; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>dans Maui, il choisissait quelles parties de Maui journalisaient ; les programmes d&apos;Outrigger rendent compte par leurs propres sorties et n&apos;écrivent jamais le journal de Maui</translation>
    </message>
    <message>
        <source>in Maui it chose who may create reservations; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il choisissait qui peut créer des réservations ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it completed short host names; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il complétait les noms d&apos;hôte courts ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it configured a resource manager; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il configurait un gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it configured client command security; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il configurait la sécurité des commandes clientes ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it configured the allocation manager; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il configurait le gestionnaire d&apos;allocations ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it configured the scheduler&apos;s server; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il configurait le serveur de l&apos;ordonnanceur ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it counted load from outside the batch system; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il comptait la charge venue de l&apos;extérieur du système de traitement par lots ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it counted resource manager failures before giving up; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il comptait les échecs du gestionnaire de ressources avant d&apos;abandonner ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it deferred jobs the bank refused; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il différait les travaux que la banque refusait ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it dropped simulated jobs that could never run; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il écartait les travaux simulés qui ne pouvaient jamais s&apos;exécuter ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it favoured wide jobs in backfill; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>dans Maui, il favorisait les travaux larges dans le backfill ; le backfill d&apos;Outrigger se règle par BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH et les paramètres BFCHUNK</translation>
    </message>
    <message>
        <source>in Maui it forced the node&apos;s Maui state; Outrigger&apos;s STATE takes UP, DOWN or DRAINED</source>
        <translation>dans Maui, il imposait l&apos;état Maui du nœud ; le STATE d&apos;Outrigger prend UP, DOWN ou DRAINED</translation>
    </message>
    <message>
        <source>in Maui it gave a default account; Outrigger takes each job&apos;s account as submitted</source>
        <translation>dans Maui, il donnait un compte par défaut ; Outrigger prend le compte de chaque travail tel que soumis</translation>
    </message>
    <message>
        <source>in Maui it gave a wallclock limit to jobs without one; Outrigger&apos;s workloads carry their own (orsim import --estimate)</source>
        <translation>dans Maui, il donnait une limite de temps aux travaux qui n&apos;en avaient pas ; les charges de travail d&apos;Outrigger portent les leurs (orsim import --estimate)</translation>
    </message>
    <message>
        <source>in Maui it gave an account to jobs submitted without one; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>dans Maui, il donnait un compte aux travaux soumis sans compte ; Outrigger prend les identités de chaque travail telles que sa charge de travail ou son gestionnaire de ressources les donne</translation>
    </message>
    <message>
        <source>in Maui it gave classes to nodes that reported none; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>dans Maui, il donnait des classes aux nœuds qui n&apos;en signalaient aucune ; Outrigger prend les identités de chaque travail telles que sa charge de travail ou son gestionnaire de ressources les donne</translation>
    </message>
    <message>
        <source>in Maui it gave flags to simulated jobs; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il donnait des indicateurs aux travaux simulés ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it gave node features to the class&apos;s jobs; Outrigger takes requests as submitted</source>
        <translation>dans Maui, il donnait des caractéristiques de nœud aux travaux de la classe ; Outrigger prend les demandes telles que soumises</translation>
    </message>
    <message>
        <source>in Maui it gave node priority as a formula; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il donnait la priorité des nœuds sous forme de formule ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it gave the QOS&apos;s jobs a default partition; Outrigger takes partitions from the user, group, account and class</source>
        <translation>dans Maui, il donnait une partition par défaut aux travaux de la QOS ; Outrigger prend les partitions de l&apos;utilisateur, du groupe, du compte et de la classe</translation>
    </message>
    <message>
        <source>in Maui it gave the credential a numeric id; Outrigger names credentials</source>
        <translation>dans Maui, il donnait un identifiant numérique à l&apos;identité ; Outrigger désigne les identités par leur nom</translation>
    </message>
    <message>
        <source>in Maui it gave the node an id; Outrigger names nodes by host name</source>
        <translation>dans Maui, il donnait un identifiant au nœud ; Outrigger désigne les nœuds par leur nom d&apos;hôte</translation>
    </message>
    <message>
        <source>in Maui it gave the node&apos;s size in frame slots; Outrigger places nodes by RACK and SLOT</source>
        <translation>dans Maui, il donnait la taille du nœud en emplacements de châssis ; Outrigger place les nœuds par RACK et SLOT</translation>
    </message>
    <message>
        <source>in Maui it grouped nodes into sets by an attribute; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il regroupait les nœuds en ensembles selon un attribut ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it ignored flags of simulated jobs; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il ignorait des indicateurs des travaux simulés ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it ignored the group list PBS reported; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>dans Maui, il ignorait la liste de groupes signalée par PBS ; Outrigger prend les identités de chaque travail telles que sa charge de travail ou son gestionnaire de ressources les donne</translation>
    </message>
    <message>
        <source>in Maui it ignored the listed queues when building partitions; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>dans Maui, il ignorait les files listées en construisant les partitions ; Outrigger prend les identités de chaque travail telles que sa charge de travail ou son gestionnaire de ressources les donne</translation>
    </message>
    <message>
        <source>in Maui it kept finished jobs in memory for a while; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il gardait un temps en mémoire les travaux terminés ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it kept this many rolled logs; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>dans Maui, il gardait ce nombre de journaux archivés ; les programmes d&apos;Outrigger rendent compte par leurs propres sorties et n&apos;écrivent jamais le journal de Maui</translation>
    </message>
    <message>
        <source>in Maui it kept vanished nodes in memory for a while; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il gardait un temps en mémoire les nœuds disparus ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it let Maui resize malleable jobs; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il laissait Maui redimensionner les travaux malléables ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it let jobs run past their wallclock limit; Outrigger&apos;s jobs end when their record says</source>
        <translation>dans Maui, il laissait les travaux dépasser leur limite de temps ; les travaux d&apos;Outrigger finissent quand leur enregistrement le dit</translation>
    </message>
    <message>
        <source>in Maui it let nodes take more memory than they have; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il laissait les nœuds prendre plus de mémoire qu&apos;ils n&apos;en ont ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it let nodes take more tasks than processors; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il laissait les nœuds prendre plus de tâches que de processeurs ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it let the class&apos;s jobs run past their limit; Outrigger&apos;s jobs end when their record says</source>
        <translation>dans Maui, il laissait les travaux de la classe dépasser leur limite ; les travaux d&apos;Outrigger finissent quand leur enregistrement le dit</translation>
    </message>
    <message>
        <source>in Maui it limited scheduling to the listed hosts; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il limitait la planification aux hôtes listés ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it limited the class to hosts; Outrigger does not restrict classes to nodes</source>
        <translation>dans Maui, il limitait la classe à des hôtes ; Outrigger ne restreint pas les classes à des nœuds</translation>
    </message>
    <message>
        <source>in Maui it listed generic resources of the node; write GRES</source>
        <translation>dans Maui, il listait les ressources génériques du nœud ; écrivez GRES</translation>
    </message>
    <message>
        <source>in Maui it listed the accounts the credential&apos;s jobs may charge; Outrigger takes each job&apos;s account as submitted</source>
        <translation>dans Maui, il listait les comptes que les travaux de l&apos;identité peuvent débiter ; Outrigger prend le compte de chaque travail tel que soumis</translation>
    </message>
    <message>
        <source>in Maui it listed the classes a node could run; Outrigger does not restrict classes to nodes</source>
        <translation>dans Maui, il listait les classes qu&apos;un nœud pouvait exécuter ; Outrigger ne restreint pas les classes à des nœuds</translation>
    </message>
    <message>
        <source>in Maui it listed the classes configured on a node; Outrigger does not restrict classes to nodes</source>
        <translation>dans Maui, il listait les classes configurées sur un nœud ; Outrigger ne restreint pas les classes à des nœuds</translation>
    </message>
    <message>
        <source>in Maui it listed the node sets; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il listait les ensembles de nœuds ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it listed the partitions the QOS&apos;s jobs may use; Outrigger takes partitions from the user, group, account and class</source>
        <translation>dans Maui, il listait les partitions que les travaux de la QOS peuvent utiliser ; Outrigger prend les partitions de l&apos;utilisateur, du groupe, du compte et de la classe</translation>
    </message>
    <message>
        <source>in Maui it logged to syslog; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>dans Maui, il journalisait vers syslog ; les programmes d&apos;Outrigger rendent compte par leurs propres sorties et n&apos;écrivent jamais le journal de Maui</translation>
    </message>
    <message>
        <source>in Maui it marked loaded nodes busy; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il marquait occupés les nœuds chargés ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it matched job names by regular expression in commands; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il reconnaissait les noms de travaux par expression régulière dans les commandes ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it measured queue time from eligibility instead of submission; JOBPRIOACCRUALPOLICY does that; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il mesurait le temps d&apos;attente depuis l&apos;admissibilité plutôt que depuis la soumission ; JOBPRIOACCRUALPOLICY s&apos;en charge ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it moved jobs of one class into another; Outrigger takes each job&apos;s credentials as its workload or resource manager gives them</source>
        <translation>dans Maui, il déplaçait les travaux d&apos;une classe dans une autre ; Outrigger prend les identités de chaque travail telles que sa charge de travail ou son gestionnaire de ressources les donne</translation>
    </message>
    <message>
        <source>in Maui it named Maui&apos;s checkpoint file; Outrigger keeps its state in its own checkpoint, set by orsim and the service, not by maui.cfg</source>
        <translation>dans Maui, il nommait le fichier de reprise de Maui ; Outrigger garde son état dans son propre point de reprise, réglé par orsim et le service, pas par maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named Maui&apos;s home directory; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il nommait le répertoire de base de Maui ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named Maui&apos;s own configuration file; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il nommait le fichier de configuration propre à Maui ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named Maui&apos;s resource monitoring daemon; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le démon de surveillance des ressources de Maui ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named a file describing the machine&apos;s frames; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il nommait un fichier décrivant les châssis de la machine ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it named a separate fairshare configuration file; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>dans Maui, il nommait un fichier de configuration distinct pour le partage équitable ; le partage équitable d&apos;Outrigger ne lit que FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR et les attributs FSTARGET</translation>
    </message>
    <message>
        <source>in Maui it named a server to notify of events; Outrigger sends no mail and runs no site program on events</source>
        <translation>dans Maui, il nommait un serveur à prévenir des événements ; Outrigger n&apos;envoie aucun courriel et ne lance aucun programme du site sur les événements</translation>
    </message>
    <message>
        <source>in Maui it named an overcommit node; Outrigger has no overcommit</source>
        <translation>dans Maui, il nommait un nœud de surallocation ; Outrigger n&apos;a pas de surallocation</translation>
    </message>
    <message>
        <source>in Maui it named hosts allowed to run administrative commands; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il nommait les hôtes autorisés à lancer les commandes d&apos;administration ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the account charged when a job&apos;s own was empty; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il nommait le compte débité quand celui d&apos;un travail était vide ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it named the allocation bank&apos;s host; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il nommait l&apos;hôte de la banque d&apos;allocations ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it named the allocation bank&apos;s port; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il nommait le port de la banque d&apos;allocations ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it named the allocation bank&apos;s server (Maui 3.0); Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il nommait le serveur de la banque d&apos;allocations (Maui 3.0) ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it named the command that started tasks remotely; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait la commande qui lançait les tâches à distance ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the default queue manager host; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait l&apos;hôte par défaut du gestionnaire de files ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the directory of Maui&apos;s helper tools; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il nommait le répertoire des outils auxiliaires de Maui ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the directory service; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il nommait le service d&apos;annuaire ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the file system that counts as local disk; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le système de fichiers qui compte comme disque local ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the file that stops a second Maui from starting; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il nommait le fichier qui empêche un second Maui de démarrer ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the log directory; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>dans Maui, il nommait le répertoire des journaux ; les programmes d&apos;Outrigger rendent compte par leurs propres sorties et n&apos;écrivent jamais le journal de Maui</translation>
    </message>
    <message>
        <source>in Maui it named the log file; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>dans Maui, il nommait le fichier journal ; les programmes d&apos;Outrigger rendent compte par leurs propres sorties et n&apos;écrivent jamais le journal de Maui</translation>
    </message>
    <message>
        <source>in Maui it named the node manager&apos;s port; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le port du gestionnaire de nœuds ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the node&apos;s architecture; Outrigger matches jobs by features and resources only</source>
        <translation>dans Maui, il nommait l&apos;architecture du nœud ; Outrigger n&apos;associe les travaux qu&apos;aux caractéristiques et aux ressources</translation>
    </message>
    <message>
        <source>in Maui it named the node&apos;s networks; Outrigger matches jobs by features and resources only</source>
        <translation>dans Maui, il nommait les réseaux du nœud ; Outrigger n&apos;associe les travaux qu&apos;aux caractéristiques et aux ressources</translation>
    </message>
    <message>
        <source>in Maui it named the node&apos;s operating system; Outrigger matches jobs by features and resources only</source>
        <translation>dans Maui, il nommait le système d&apos;exploitation du nœud ; Outrigger n&apos;associe les travaux qu&apos;aux caractéristiques et aux ressources</translation>
    </message>
    <message>
        <source>in Maui it named the node&apos;s type for the allocation bank; Outrigger has no allocation bank</source>
        <translation>dans Maui, il nommait le type du nœud pour la banque d&apos;allocations ; Outrigger n&apos;a pas de banque d&apos;allocations</translation>
    </message>
    <message>
        <source>in Maui it named the program that mailed users; Outrigger sends no mail and runs no site program on events</source>
        <translation>dans Maui, il nommait le programme qui écrivait aux utilisateurs ; Outrigger n&apos;envoie aucun courriel et ne lance aucun programme du site sur les événements</translation>
    </message>
    <message>
        <source>in Maui it named the resource daemon&apos;s data file; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le fichier de données du démon de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the resource daemon&apos;s lock file; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le fichier de verrou du démon de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the resource daemon&apos;s port; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le port du démon de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s configuration file; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le fichier de configuration du gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s event port; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le port d&apos;événements du gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s host; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait l&apos;hôte du gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s port; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le port du gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager&apos;s server (Maui 3.0); Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le serveur du gestionnaire de ressources (Maui 3.0) ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the resource manager; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il nommait le gestionnaire de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the scheduler; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il nommait l&apos;ordonnanceur ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it named the simulator&apos;s job trace; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il nommait la trace de travaux du simulateur ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it named the simulator&apos;s node trace; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il nommait la trace de nœuds du simulateur ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it named the users of Maui&apos;s fourth administrative level; the Outrigger service&apos;s process, files, address and access are set outside maui.cfg</source>
        <translation>dans Maui, il nommait les utilisateurs du quatrième niveau d&apos;administration de Maui ; le processus, les fichiers, l&apos;adresse et l&apos;accès du service Outrigger se règlent hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it opened or closed the class; Outrigger&apos;s queues are always open</source>
        <translation>dans Maui, il ouvrait ou fermait la classe ; les files d&apos;Outrigger sont toujours ouvertes</translation>
    </message>
    <message>
        <source>in Maui it ordered backfill candidates by duration or at random; Outrigger&apos;s backfill is set by BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH and the BFCHUNK parameters</source>
        <translation>dans Maui, il ordonnait les candidats au backfill par durée ou au hasard ; le backfill d&apos;Outrigger se règle par BACKFILLPOLICY, BACKFILLMETRIC, BFDEPTH et les paramètres BFCHUNK</translation>
    </message>
    <message>
        <source>in Maui it overrode the available disk; Outrigger tracks configured resources and its own usage</source>
        <translation>dans Maui, il remplaçait le disque disponible ; Outrigger suit les ressources configurées et son propre usage</translation>
    </message>
    <message>
        <source>in Maui it overrode the available memory; Outrigger tracks configured resources and its own usage</source>
        <translation>dans Maui, il remplaçait la mémoire disponible ; Outrigger suit les ressources configurées et son propre usage</translation>
    </message>
    <message>
        <source>in Maui it overrode the available processors; Outrigger tracks configured resources and its own usage</source>
        <translation>dans Maui, il remplaçait les processeurs disponibles ; Outrigger suit les ressources configurées et son propre usage</translation>
    </message>
    <message>
        <source>in Maui it overrode the available swap; Outrigger tracks configured resources and its own usage</source>
        <translation>dans Maui, il remplaçait le swap disponible ; Outrigger suit les ressources configurées et son propre usage</translation>
    </message>
    <message>
        <source>in Maui it overrode the configured disk; write DISK</source>
        <translation>dans Maui, il remplaçait le disque configuré ; écrivez DISK</translation>
    </message>
    <message>
        <source>in Maui it overrode the configured memory; write MEMORY</source>
        <translation>dans Maui, il remplaçait la mémoire configurée ; écrivez MEMORY</translation>
    </message>
    <message>
        <source>in Maui it overrode the configured processors; write PROCS</source>
        <translation>dans Maui, il remplaçait les processeurs configurés ; écrivez PROCS</translation>
    </message>
    <message>
        <source>in Maui it overrode the configured swap; write SWAP</source>
        <translation>dans Maui, il remplaçait le swap configuré ; écrivez SWAP</translation>
    </message>
    <message>
        <source>in Maui it paused Maui&apos;s simulator at an iteration; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il suspendait le simulateur de Maui à une itération ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it priced communication between frames in Maui&apos;s simulator; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il chiffrait le coût des communications entre châssis dans le simulateur de Maui ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it priced communication within a frame in Maui&apos;s simulator; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il chiffrait le coût des communications dans un châssis dans le simulateur de Maui ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job PE limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>dans Maui, il relevait pour la QOS la limite de PE par travail ; les limites par travail d&apos;Outrigger n&apos;ont pas de dérogation</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job memory limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>dans Maui, il relevait pour la QOS la limite de mémoire par travail ; les limites par travail d&apos;Outrigger n&apos;ont pas de dérogation</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job node limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>dans Maui, il relevait pour la QOS la limite de nœuds par travail ; les limites par travail d&apos;Outrigger n&apos;ont pas de dérogation</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job processor limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>dans Maui, il relevait pour la QOS la limite de processeurs par travail ; les limites par travail d&apos;Outrigger n&apos;ont pas de dérogation</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job processor-second limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>dans Maui, il relevait pour la QOS la limite de processeurs-secondes par travail ; les limites par travail d&apos;Outrigger n&apos;ont pas de dérogation</translation>
    </message>
    <message>
        <source>in Maui it raised the per-job wallclock limit for the QOS; Outrigger&apos;s per-job limits have no override</source>
        <translation>dans Maui, il relevait pour la QOS la limite de temps par travail ; les limites par travail d&apos;Outrigger n&apos;ont pas de dérogation</translation>
    </message>
    <message>
        <source>in Maui it ran a program to notify administrators; Outrigger sends no mail and runs no site program on events</source>
        <translation>dans Maui, il lançait un programme pour prévenir les administrateurs ; Outrigger n&apos;envoie aucun courriel et ne lance aucun programme du site sur les événements</translation>
    </message>
    <message>
        <source>in Maui it ran a site program when a job ended; Outrigger sends no mail and runs no site program on events</source>
        <translation>dans Maui, il lançait un programme du site à la fin d&apos;un travail ; Outrigger n&apos;envoie aucun courriel et ne lance aucun programme du site sur les événements</translation>
    </message>
    <message>
        <source>in Maui it randomised simulated job sizes; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il rendait aléatoires les tailles des travaux simulés ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it read a node&apos;s partition from its feature names; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il lisait la partition d&apos;un nœud dans ses noms de caractéristiques ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it read a node&apos;s speed from its feature names; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il lisait la vitesse d&apos;un nœud dans ses noms de caractéristiques ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it read a node&apos;s type from its feature names; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il lisait le type d&apos;un nœud dans ses noms de caractéristiques ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it released a Maui 3.0 standing reservation&apos;s idle nodes under load; SRCFG has no such attribute; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il libérait sous charge les nœuds inactifs d&apos;une réservation permanente de Maui 3.0 ; SRCFG n&apos;a pas d&apos;attribut de ce genre ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it released a reservation left idle this long; Outrigger keeps standing reservations for their whole period</source>
        <translation>dans Maui, il libérait une réservation restée inactive aussi longtemps ; Outrigger garde les réservations permanentes pendant toute leur période</translation>
    </message>
    <message>
        <source>in Maui it repeated the class name; the CLASSCFG index is the name</source>
        <translation>dans Maui, il répétait le nom de la classe ; l&apos;index de CLASSCFG est le nom</translation>
    </message>
    <message>
        <source>in Maui it repeated the reservation&apos;s name; the SRCFG index is the name</source>
        <translation>dans Maui, il répétait le nom de la réservation ; l&apos;index de SRCFG est le nom</translation>
    </message>
    <message>
        <source>in Maui it required nodes to match a job&apos;s request exactly; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il exigeait que les nœuds correspondent exactement à la demande d&apos;un travail ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it required or preferred one node set per job; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il exigeait ou préférait un seul ensemble de nœuds par travail ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it reserved only for jobs past a queue-time or XFactor threshold; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>dans Maui, il ne réservait que pour les travaux au-delà d&apos;un seuil de temps d&apos;attente ou de XFactor ; Outrigger fait les réservations de travaux selon RESERVATIONPOLICY, RESERVATIONDEPTH et RESERVATIONQOSLIST seuls</translation>
    </message>
    <message>
        <source>in Maui it retried failed reservation starts; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>dans Maui, il réessayait les démarrages de réservation échoués ; Outrigger fait les réservations de travaux selon RESERVATIONPOLICY, RESERVATIONDEPTH et RESERVATIONQOSLIST seuls</translation>
    </message>
    <message>
        <source>in Maui it rolled the log at this size; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>dans Maui, il archivait le journal à cette taille ; les programmes d&apos;Outrigger rendent compte par leurs propres sorties et n&apos;écrivent jamais le journal de Maui</translation>
    </message>
    <message>
        <source>in Maui it scaled fairshare usage by node speed; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>dans Maui, il mettait à l&apos;échelle l&apos;usage du partage équitable selon la vitesse des nœuds ; le partage équitable d&apos;Outrigger ne lit que FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR et les attributs FSTARGET</translation>
    </message>
    <message>
        <source>in Maui it scaled overcommitted processors; Outrigger has no overcommit</source>
        <translation>dans Maui, il mettait à l&apos;échelle les processeurs en surallocation ; Outrigger n&apos;a pas de surallocation</translation>
    </message>
    <message>
        <source>in Maui it scaled run times by node speed; Outrigger runs every job for its recorded time on any node</source>
        <translation>dans Maui, il mettait à l&apos;échelle les durées d&apos;exécution selon la vitesse des nœuds ; Outrigger exécute chaque travail pendant sa durée enregistrée sur n&apos;importe quel nœud</translation>
    </message>
    <message>
        <source>in Maui it scaled simulated run times; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il mettait à l&apos;échelle les durées d&apos;exécution simulées ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it scaled simulated wallclock limits; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il mettait à l&apos;échelle les limites de temps simulées ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it scaled the profiler&apos;s processor axis; Outrigger&apos;s reports and the workbench draw their own charts</source>
        <translation>dans Maui, il mettait à l&apos;échelle l&apos;axe des processeurs du profileur ; les rapports d&apos;Outrigger et l&apos;atelier tracent leurs propres graphiques</translation>
    </message>
    <message>
        <source>in Maui it scaled the profiler&apos;s time axis; Outrigger&apos;s reports and the workbench draw their own charts</source>
        <translation>dans Maui, il mettait à l&apos;échelle l&apos;axe du temps du profileur ; les rapports d&apos;Outrigger et l&apos;atelier tracent leurs propres graphiques</translation>
    </message>
    <message>
        <source>in Maui it set a Maui 3.0 standing reservation&apos;s fewest tasks; SRCFG has no such attribute; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>dans Maui, il fixait le minimum de tâches d&apos;une réservation permanente de Maui 3.0 ; SRCFG n&apos;a pas d&apos;attribut de ce genre ; Outrigger fait les réservations de travaux selon RESERVATIONPOLICY, RESERVATIONDEPTH et RESERVATIONQOSLIST seuls</translation>
    </message>
    <message>
        <source>in Maui it set a node&apos;s own access policy; Outrigger applies NODEACCESSPOLICY to every node</source>
        <translation>dans Maui, il fixait la politique d&apos;accès propre à un nœud ; Outrigger applique NODEACCESSPOLICY à chaque nœud</translation>
    </message>
    <message>
        <source>in Maui it set how long a deferred job waited; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il fixait combien de temps un travail différé attendait ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it set how many deferrals put a job on hold; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il fixait combien de reports mettaient un travail en attente ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it set how many failed starts deferred a job; Outrigger&apos;s resource managers run jobs to their recorded end; Outrigger defers, purges, cancels and polices no job</source>
        <translation>dans Maui, il fixait combien de démarrages échoués différaient un travail ; les gestionnaires de ressources d&apos;Outrigger exécutent les travaux jusqu&apos;à leur fin enregistrée ; Outrigger ne diffère, ne purge, n&apos;annule ni ne surveille aucun travail</translation>
    </message>
    <message>
        <source>in Maui it set how much Maui logged; Outrigger&apos;s programs report on their own outputs and never write Maui&apos;s log</source>
        <translation>dans Maui, il fixait la quantité de journalisation de Maui ; les programmes d&apos;Outrigger rendent compte par leurs propres sorties et n&apos;écrivent jamais le journal de Maui</translation>
    </message>
    <message>
        <source>in Maui it set how often Maui wrote its checkpoint; Outrigger keeps its state in its own checkpoint, set by orsim and the service, not by maui.cfg</source>
        <translation>dans Maui, il fixait la fréquence d&apos;écriture du point de reprise de Maui ; Outrigger garde son état dans son propre point de reprise, réglé par orsim et le service, pas par maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it set how often administrators were notified; Outrigger sends no mail and runs no site program on events</source>
        <translation>dans Maui, il fixait la fréquence des avis aux administrateurs ; Outrigger n&apos;envoie aucun courriel et ne lance aucun programme du site sur les événements</translation>
    </message>
    <message>
        <source>in Maui it set how often bank charges were sent; Outrigger has no allocation manager and charges no account</source>
        <translation>dans Maui, il fixait la fréquence d&apos;envoi des débits à la banque ; Outrigger n&apos;a pas de gestionnaire d&apos;allocations et ne débite aucun compte</translation>
    </message>
    <message>
        <source>in Maui it set how often node details were refreshed; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il fixait la fréquence de rafraîchissement des détails des nœuds ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it set how often the resource daemon sampled; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il fixait la fréquence d&apos;échantillonnage du démon de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it set node sharing for the class; Outrigger applies NODEACCESSPOLICY to every job</source>
        <translation>dans Maui, il fixait le partage des nœuds pour la classe ; Outrigger applique NODEACCESSPOLICY à chaque travail</translation>
    </message>
    <message>
        <source>in Maui it set processor speed in MHz; Outrigger runs every job for its recorded time</source>
        <translation>dans Maui, il fixait la vitesse du processeur en MHz ; Outrigger exécute chaque travail pendant sa durée enregistrée</translation>
    </message>
    <message>
        <source>in Maui it set simulated wallclock accuracy; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il fixait la précision simulée des limites de temps ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it set that threshold; Outrigger makes job reservations by RESERVATIONPOLICY, RESERVATIONDEPTH and RESERVATIONQOSLIST alone</source>
        <translation>dans Maui, il fixait ce seuil ; Outrigger fait les réservations de travaux selon RESERVATIONPOLICY, RESERVATIONDEPTH et RESERVATIONQOSLIST seuls</translation>
    </message>
    <message>
        <source>in Maui it set the fewest processors a job must request; Outrigger takes requests as submitted</source>
        <translation>dans Maui, il fixait le minimum de processeurs qu&apos;un travail doit demander ; Outrigger prend les demandes telles que soumises</translation>
    </message>
    <message>
        <source>in Maui it set the node&apos;s load; Outrigger has no load model</source>
        <translation>dans Maui, il fixait la charge du nœud ; Outrigger n&apos;a pas de modèle de charge</translation>
    </message>
    <message>
        <source>in Maui it set the number of simulated nodes; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il fixait le nombre de nœuds simulés ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it set the profiler&apos;s processor columns; Outrigger&apos;s reports and the workbench draw their own charts</source>
        <translation>dans Maui, il fixait les colonnes de processeurs du profileur ; les rapports d&apos;Outrigger et l&apos;atelier tracent leurs propres graphiques</translation>
    </message>
    <message>
        <source>in Maui it set the profiler&apos;s time columns; Outrigger&apos;s reports and the workbench draw their own charts</source>
        <translation>dans Maui, il fixait les colonnes de temps du profileur ; les rapports d&apos;Outrigger et l&apos;atelier tracent leurs propres graphiques</translation>
    </message>
    <message>
        <source>in Maui it set the shortest admin-requested iteration gap; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>dans Maui, il fixait le plus court intervalle entre itérations demandé par l&apos;administrateur ; Outrigger planifie chaque travail admissible à chaque itération et itère sur les événements et selon RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it set the shortest gap between job starts; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>dans Maui, il fixait le plus court intervalle entre deux démarrages de travaux ; Outrigger planifie chaque travail admissible à chaque itération et itère sur les événements et selon RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it set the simulated communication rate; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il fixait le débit de communication simulé ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it set the simulated queue&apos;s initial depth; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il fixait la profondeur initiale de la file simulée ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it set the simulation&apos;s start date; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il fixait la date de début de la simulation ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it sped up simulated time; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il accélérait le temps simulé ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it stopped Maui after this many iterations; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>dans Maui, il arrêtait Maui après ce nombre d&apos;itérations ; Outrigger planifie chaque travail admissible à chaque itération et itère sur les événements et selon RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it stopped Maui&apos;s simulator at an iteration; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il arrêtait le simulateur de Maui à une itération ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it stopped Maui&apos;s simulator when the queue emptied; Outrigger&apos;s simulator is orsim run, which takes its workload, cluster and stop time as options</source>
        <translation>dans Maui, il arrêtait le simulateur de Maui quand la file se vidait ; le simulateur d&apos;Outrigger est orsim run, qui prend sa charge de travail, son cluster et son heure d&apos;arrêt en options</translation>
    </message>
    <message>
        <source>in Maui it took node priority from a site function; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il prenait la priorité des nœuds dans une fonction du site ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it traced a named function; Outrigger has no tracing hooks of this kind</source>
        <translation>dans Maui, il traçait une fonction nommée ; Outrigger n&apos;a pas de points de traçage de ce genre</translation>
    </message>
    <message>
        <source>in Maui it traced a named job; Outrigger has no tracing hooks of this kind</source>
        <translation>dans Maui, il traçait un travail nommé ; Outrigger n&apos;a pas de points de traçage de ce genre</translation>
    </message>
    <message>
        <source>in Maui it traced a named node; Outrigger has no tracing hooks of this kind</source>
        <translation>dans Maui, il traçait un nœud nommé ; Outrigger n&apos;a pas de points de traçage de ce genre</translation>
    </message>
    <message>
        <source>in Maui it traced a named reservation; Outrigger has no tracing hooks of this kind</source>
        <translation>dans Maui, il traçait une réservation nommée ; Outrigger n&apos;a pas de points de traçage de ce genre</translation>
    </message>
    <message>
        <source>in Maui it turned fairshare targets into hard limits in Maui 3.0; Maui 3.2 replaced it by the cap targets FSTARGET=N^ and N%, which Outrigger implements; Outrigger&apos;s fairshare reads only FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR and the FSTARGET attributes</source>
        <translation>dans Maui, il faisait des cibles de partage équitable des limites strictes dans Maui 3.0 ; Maui 3.2 l&apos;a remplacé par les cibles plafonds FSTARGET=N^ et N%, qu&apos;Outrigger met en œuvre ; le partage équitable d&apos;Outrigger ne lit que FSPOLICY, FSINTERVAL, FSDEPTH, FSDECAY, STATDIR et les attributs FSTARGET</translation>
    </message>
    <message>
        <source>in Maui it waited before treating a silent node as down; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il attendait avant de tenir pour arrêté un nœud muet ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it waited for a node set to become free; Outrigger places jobs by NODEALLOCATIONPOLICY and NODEACCESSPOLICY alone and has no load, overcommit or node-set model</source>
        <translation>dans Maui, il attendait qu&apos;un ensemble de nœuds se libère ; Outrigger place les travaux selon NODEALLOCATIONPOLICY et NODEACCESSPOLICY seuls et n&apos;a pas de modèle de charge, de surallocation ni d&apos;ensembles de nœuds</translation>
    </message>
    <message>
        <source>in Maui it waited for the resource daemon&apos;s reports; Outrigger talks to its resource manager (simulated or live) through its own interface, configured outside maui.cfg</source>
        <translation>dans Maui, il attendait les rapports du démon de ressources ; Outrigger dialogue avec son gestionnaire de ressources (simulé ou réel) par sa propre interface, configurée hors de maui.cfg</translation>
    </message>
    <message>
        <source>in Maui it waited to gather job events before scheduling; Outrigger schedules every eligible job in each iteration and iterates on events and RMPOLLINTERVAL</source>
        <translation>dans Maui, il attendait de réunir les événements des travaux avant de planifier ; Outrigger planifie chaque travail admissible à chaque itération et itère sur les événements et selon RMPOLLINTERVAL</translation>
    </message>
    <message>
        <source>in Maui it weighted PRIORITY in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il pondérait PRIORITY dans la priorité des nœuds ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted a user&apos;s running jobs in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il pondérait dans la priorité les travaux en cours d&apos;un utilisateur ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it weighted a user&apos;s running processors in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il pondérait dans la priorité les processeurs en cours d&apos;un utilisateur ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it weighted available memory in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il pondérait la mémoire disponible dans la priorité des nœuds ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted available processors in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il pondérait les processeurs disponibles dans la priorité des nœuds ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted configured memory in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il pondérait la mémoire configurée dans la priorité des nœuds ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted configured processors in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il pondérait les processeurs configurés dans la priorité des nœuds ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted job attributes in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il pondérait les attributs de travail dans la priorité ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it weighted job states in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il pondérait les états de travail dans la priorité ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it weighted load in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il pondérait la charge dans la priorité des nœuds ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted named job attributes in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il pondérait des attributs de travail nommés dans la priorité ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it weighted past usage in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il pondérait l&apos;usage passé dans la priorité des nœuds ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted soft policy violations in priority; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il pondérait les dépassements de limites souples dans la priorité ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it weighted speed in node priority; NODEALLOCATIONPOLICY PRIORITY uses PRIORITY alone</source>
        <translation>dans Maui, il pondérait la vitesse dans la priorité des nœuds ; NODEALLOCATIONPOLICY PRIORITY n&apos;utilise que PRIORITY</translation>
    </message>
    <message>
        <source>in Maui it weighted the directly specified priority in Maui 3.0, before the CRED component existed; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il pondérait dans Maui 3.0 la priorité directement indiquée, avant que la composante CRED n&apos;existe ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui it weighted the group&apos;s class priority; Outrigger&apos;s CLASSWEIGHT is one global weight</source>
        <translation>dans Maui, il pondérait la priorité de classe du groupe ; le CLASSWEIGHT d&apos;Outrigger est un poids global unique</translation>
    </message>
    <message>
        <source>in Maui it weighted the job attribute priority component; Outrigger&apos;s priority has the guide&apos;s six components (CRED FS RES SERV TARG USAGE) and no other</source>
        <translation>dans Maui, il pondérait la composante de priorité des attributs de travail ; la priorité d&apos;Outrigger a les six composantes du guide (CRED FS RES SERV TARG USAGE) et aucune autre</translation>
    </message>
    <message>
        <source>in Maui&apos;s credential table every credential has a QOS list; a QOS&apos;s own means nothing</source>
        <translation>dans la table des identités de Maui, chaque identité a une liste de QOS ; celle d&apos;une QOS ne signifie rien</translation>
    </message>
    <message>
        <source>in Maui&apos;s credential table every credential has a default QOS; a QOS&apos;s own means nothing</source>
        <translation>dans la table des identités de Maui, chaque identité a une QOS par défaut ; celle d&apos;une QOS ne signifie rien</translation>
    </message>
    <message>
        <source>backfilled only jobs that would otherwise wait long</source>
        <translation>ne faisait passer en backfill que les travaux qui attendraient sinon longtemps</translation>
    </message>
    <message>
        <source>backfilled preemptible jobs into reserved space; Outrigger has no preemption yet</source>
        <translation>plaçait des travaux préemptibles en backfill dans l&apos;espace réservé ; Outrigger n&apos;a pas encore de préemption</translation>
    </message>
    <message>
        <source>called a site-written allocation function</source>
        <translation>appelait une fonction d&apos;allocation écrite par le site</translation>
    </message>
    <message>
        <source>chose nodes with the fewest resources left overall</source>
        <translation>choisissait les nœuds ayant le moins de ressources restantes au total</translation>
    </message>
    <message>
        <source>chose nodes with the fewest resources left per node</source>
        <translation>choisissait les nœuds ayant le moins de ressources restantes par nœud</translation>
    </message>
    <message>
        <source>measured backfill fit in nodes</source>
        <translation>mesurait l&apos;ajustement du backfill en nœuds</translation>
    </message>
    <message>
        <source>picked the backfill job that best fills a window&apos;s time</source>
        <translation>choisissait le travail de backfill qui remplit le mieux la durée d&apos;une fenêtre</translation>
    </message>
    <message>
        <source>simulated a workload to profile it</source>
        <translation>simulait une charge de travail pour la profiler</translation>
    </message>
    <message>
        <source>simulated one iteration per command</source>
        <translation>simulait une itération par commande</translation>
    </message>
    <message>
        <source>took the fastest nodes first; Outrigger runs every job for its recorded time</source>
        <translation>prenait d&apos;abord les nœuds les plus rapides ; Outrigger fait tourner chaque travail pendant sa durée enregistrée</translation>
    </message>
    <message>
        <source>took the first node set that fits</source>
        <translation>prenait le premier ensemble de nœuds qui convient</translation>
    </message>
    <message>
        <source>was Maui&apos;s name for its default policy</source>
        <translation>était le nom que Maui donnait à sa politique par défaut</translation>
    </message>
</context>
<context>
    <name>DateText</name>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>note</source>
        <translation>remarque</translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message>
        <source>unknown value &apos;%1&apos; for %2; expected one of %3</source>
        <translation>valeur inconnue &apos;%1&apos; pour %2 ; attendu : l&apos;une de %3</translation>
    </message>
    <message>
        <source>unknown value &apos;%1&apos; for %2; expected ON or OFF</source>
        <translation>valeur inconnue &apos;%1&apos; pour %2 ; attendu : ON ou OFF</translation>
    </message>
    <message>
        <source>unknown parameter &apos;%1&apos;; the line is kept but has no effect</source>
        <translation>paramètre inconnu &apos;%1&apos; ; la ligne est conservée mais n&apos;a aucun effet</translation>
    </message>
    <message>
        <source>unknown attribute &apos;%1&apos; of %2; kept but has no effect</source>
        <translation>attribut inconnu &apos;%1&apos; de %2 ; conservé mais sans effet</translation>
    </message>
    <message>
        <source>expected a number for %1, found &apos;%2&apos;</source>
        <translation>nombre attendu pour %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a whole number for %1, found &apos;%2&apos;</source>
        <translation>nombre entier attendu pour %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a duration [[[DD:]HH:]MM:]SS or INFINITY for %1, found &apos;%2&apos;</source>
        <translation>durée [[[JJ:]HH:]MM:]SS ou INFINITY attendue pour %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected TRUE or FALSE for %1, found &apos;%2&apos;</source>
        <translation>TRUE ou FALSE attendu pour %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a value after %1</source>
        <translation>valeur attendue après %1</translation>
    </message>
    <message>
        <source>expected ATTR=VALUE, found &apos;%1&apos;</source>
        <translation>ATTR=VALEUR attendu, trouvé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is a Maui parameter that Outrigger keeps without effect: %2</source>
        <translation>%1 est un paramètre Maui qu&apos;Outrigger conserve sans effet : %2</translation>
    </message>
    <message>
        <source>%1 is a Maui parameter that Outrigger does not use; kept</source>
        <translation>%1 est un paramètre Maui qu&apos;Outrigger n&apos;utilise pas ; conservé</translation>
    </message>
    <message>
        <source>%1 is a Maui attribute that Outrigger keeps without effect: %2</source>
        <translation>%1 est un attribut Maui qu&apos;Outrigger conserve sans effet : %2</translation>
    </message>
    <message>
        <source>%1 is a Maui attribute that Outrigger does not use; kept</source>
        <translation>%1 est un attribut Maui qu&apos;Outrigger n&apos;utilise pas ; conservé</translation>
    </message>
    <message>
        <source>%1 is a Maui 3.0 form, read as its modern equivalent; `orsim check-config --modernize` rewrites it</source>
        <translation>%1 est une forme de Maui 3.0, lue comme son équivalent moderne ; `orsim check-config --modernize` la réécrit</translation>
    </message>
    <message>
        <source>%1 is accepted, no effect</source>
        <translation>%1 est accepté, sans effet</translation>
    </message>
    <message>
        <source>no job of class %1 in the workload can meet %2: the smallest asks for %3 %4, so all %5 of them would be refused</source>
        <translation>aucun travail de la classe %1 de la charge ne peut respecter %2 : le plus petit demande %3 %4, donc les %5 seraient tous refusés</translation>
    </message>
    <message>
        <source>%1 of the %2 jobs of class %3 in the workload exceed %4 and would be refused</source>
        <translation>%1 des %2 travaux de la classe %3 de la charge dépassent %4 et seraient refusés</translation>
    </message>
    <message>
        <source>processors</source>
        <translation>processeurs</translation>
    </message>
    <message>
        <source>seconds of walltime</source>
        <translation>secondes de durée limite</translation>
    </message>
    <message>
        <source>processor-seconds</source>
        <translation>processeurs-secondes</translation>
    </message>
    <message>
        <source>expected a parameter name, found &apos;%1&apos;</source>
        <translation>nom de paramètre attendu, trouvé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected &apos;]&apos; to close the index of %1</source>
        <translation>&apos;]&apos; attendu pour fermer l&apos;indice de %1</translation>
    </message>
    <message>
        <source>expected a space between %1 and its value, found &apos;=&apos;</source>
        <translation>espace attendue entre %1 et sa valeur, trouvé &apos;=&apos;</translation>
    </message>
    <message>
        <source>expected a space after %1, found &apos;%2&apos;</source>
        <translation>espace attendue après %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a value after %1=</source>
        <translation>valeur attendue après %1=</translation>
    </message>
    <message>
        <source>expected an index: %1[name]</source>
        <translation>indice attendu : %1[nom]</translation>
    </message>
    <message>
        <source>%1 takes no index, found [%2]</source>
        <translation>%1 ne prend pas d&apos;indice, trouvé [%2]</translation>
    </message>
    <message>
        <source>expected an attribute name before &apos;=&apos;</source>
        <translation>nom d&apos;attribut attendu avant &apos;=&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as %2: write %2 (the guide misspells it)</source>
        <translation>&apos;%1&apos; est lu comme %2 : écrivez %2 (le guide l&apos;orthographie mal)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as another %2 value; separate list values with &apos;,&apos;, &apos;|&apos; or &apos;:&apos;</source>
        <translation>&apos;%1&apos; est lu comme une autre valeur de %2 ; séparez les valeurs d&apos;une liste par &apos;,&apos;, &apos;|&apos; ou &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected a whole number of at least %1 for %2, found &apos;%3&apos;</source>
        <translation>nombre entier d&apos;au moins %1 attendu pour %2, trouvé &apos;%3&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is read as %2 minutes %3 seconds (MM:SS, as the guide writes it); Maui 3.3 reads two fields as HH:MM (%2 hours %3 minutes): write all three fields</source>
        <translation>&apos;%1&apos; est lu comme %2 minutes %3 secondes (MM:SS, comme l&apos;écrit le guide) ; Maui 3.3 lit deux champs comme HH:MM (%2 heures %3 minutes) : écrivez les trois champs</translation>
    </message>
    <message>
        <source>%1 %2 is a Maui 3.3 value Outrigger does not have (in Maui it %3); read as %4</source>
        <translation>%1 %2 est une valeur de Maui 3.3 qu&apos;Outrigger n&apos;a pas (dans Maui : %3) ; lu comme %4</translation>
    </message>
    <message>
        <source>expected a whole number from 0 to 1000 as the index of %1, found &apos;%2&apos;</source>
        <translation>nombre entier de 0 à 1000 attendu comme indice de %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the soft limit of %1 (%2) is looser than its hard limit (%3); the soft limit becomes %3</source>
        <translation>la limite souple de %1 (%2) est plus large que sa limite stricte (%3) ; la limite souple devient %3</translation>
    </message>
    <message>
        <source>expected USER, GROUP, ACCOUNT, QOS or CLASS in the index of %1, found &apos;%2&apos;</source>
        <translation>USER, GROUP, ACCOUNT, QOS ou CLASS attendu dans l&apos;indice de %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a credential name after &apos;%1:&apos; in %2</source>
        <translation>nom d&apos;identité attendu après &apos;%1:&apos; dans %2</translation>
    </message>
    <message>
        <source>expected a fairshare target N, N+, N-, N^ or N% for %1, found &apos;%2&apos;</source>
        <translation>cible de fairshare N, N+, N-, N^ ou N% attendue pour %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>flag %1 is accepted, no effect yet: Outrigger has no preemption yet</source>
        <translation>le drapeau %1 est accepté, sans effet pour l&apos;instant : Outrigger n&apos;a pas encore de préemption</translation>
    </message>
    <message>
        <source>flag %1 is accepted, no effect</source>
        <translation>le drapeau %1 est accepté, sans effet</translation>
    </message>
    <message>
        <source>expected a name in %1, found &apos;%2&apos;</source>
        <translation>nom attendu dans %1, trouvé &apos;%2&apos;</translation>
    </message>
    <message>
        <source>STARTTIME %1 is not within one day (PERIOD=DAY)</source>
        <translation>STARTTIME %1 n&apos;est pas dans une journée (PERIOD=DAY)</translation>
    </message>
    <message>
        <source>STARTTIME %1 is not within one week (PERIOD=WEEK)</source>
        <translation>STARTTIME %1 n&apos;est pas dans une semaine (PERIOD=WEEK)</translation>
    </message>
    <message>
        <source>ENDTIME %1 is past the end of the day (PERIOD=DAY)</source>
        <translation>ENDTIME %1 dépasse la fin de la journée (PERIOD=DAY)</translation>
    </message>
    <message>
        <source>ENDTIME %1 is past the end of the week (PERIOD=WEEK)</source>
        <translation>ENDTIME %1 dépasse la fin de la semaine (PERIOD=WEEK)</translation>
    </message>
    <message>
        <source>ENDTIME %1 is not after STARTTIME %2: a window across midnight is two standing reservations (guide 7.1.5.2), one from STARTTIME to 24:00:00 and one from 00:00:00 to ENDTIME with the following DAYS</source>
        <translation>ENDTIME %1 n&apos;est pas après STARTTIME %2 : une fenêtre qui passe minuit est deux réservations permanentes (guide 7.1.5.2), l&apos;une de STARTTIME à 24:00:00 et l&apos;autre de 00:00:00 à ENDTIME avec les DAYS suivants</translation>
    </message>
    <message>
        <source>ENDTIME %1 is not after STARTTIME %2</source>
        <translation>ENDTIME %1 n&apos;est pas après STARTTIME %2</translation>
    </message>
    <message>
        <source>unknown day &apos;%1&apos; in DAYS; expected Mon, Tue, Wed, Thu, Fri, Sat, Sun or ALL</source>
        <translation>jour inconnu &apos;%1&apos; dans DAYS ; attendu : Mon, Tue, Wed, Thu, Fri, Sat, Sun ou ALL</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: &apos;]&apos; without &apos;[&apos;</source>
        <translation>expression d&apos;hôtes incorrecte &apos;%1&apos; dans %2 : &apos;]&apos; sans &apos;[&apos;</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: &apos;[&apos; without &apos;]&apos;</source>
        <translation>expression d&apos;hôtes incorrecte &apos;%1&apos; dans %2 : &apos;[&apos; sans &apos;]&apos;</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: expected a number or a range like 001-064, found &apos;%3&apos;</source>
        <translation>expression d&apos;hôtes incorrecte &apos;%1&apos; dans %2 : nombre ou plage comme 001-064 attendu, trouvé &apos;%3&apos;</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: range &apos;%3&apos; runs backwards</source>
        <translation>expression d&apos;hôtes incorrecte &apos;%1&apos; dans %2 : la plage &apos;%3&apos; est à l&apos;envers</translation>
    </message>
    <message>
        <source>bad host expression &apos;%1&apos; in %2: range &apos;%3&apos; is implausibly large</source>
        <translation>expression d&apos;hôtes incorrecte &apos;%1&apos; dans %2 : la plage &apos;%3&apos; est invraisemblablement grande</translation>
    </message>
    <message>
        <source>expected OWNER=TYPE:NAME with TYPE one of USER, GROUP, ACCOUNT, QOS, CLASS, found &apos;%1&apos;</source>
        <translation>OWNER=TYPE:NOM attendu, TYPE parmi USER, GROUP, ACCOUNT, QOS, CLASS, trouvé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected NAME:VALUE or NAME=VALUE, found &apos;%1&apos; in %2</source>
        <translation>NOM:VALEUR ou NOM=VALEUR attendu, trouvé &apos;%1&apos; dans %2</translation>
    </message>
    <message>
        <source>FSPOLICY %1 is the Maui 3.0 spelling, which Maui 3.3 no longer accepts; read as %2 (--modernize rewrites it)</source>
        <translation>FSPOLICY %1 est l&apos;orthographe de Maui 3.0, que Maui 3.3 n&apos;accepte plus ; lu comme %2 (--modernize le réécrit)</translation>
    </message>
    <message>
        <source>expected a finite FSINTERVAL longer than zero, found &apos;%1&apos;</source>
        <translation>FSINTERVAL fini et supérieur à zéro attendu, trouvé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected FSDECAY between 0 and 1, found &apos;%1&apos;</source>
        <translation>FSDECAY entre 0 et 1 attendu, trouvé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a port from 1 to 65535, found &apos;%1&apos;</source>
        <translation>port de 1 à 65535 attendu, trouvé &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected an index: %1[index] (the QOS index it names)</source>
        <translation>indice attendu : %1[indice] (l&apos;indice de QOS qu&apos;il nomme)</translation>
    </message>
    <message>
        <source>expected an index: %1[qos] (the QOS whose %2 it sets)</source>
        <translation>indice attendu : %1[qos] (la QOS dont il fixe %2)</translation>
    </message>
    <message>
        <source>%1 %2 turns this limit off: %3 has no effect (left as written by --modernize)</source>
        <translation>%1 %2 désactive cette limite : %3 est sans effet (laissé tel quel par --modernize)</translation>
    </message>
    <message>
        <source>no job of the workload has a %1: the %2 the config names (%3) have no effect</source>
        <translation>aucune tâche de la charge n&apos;a de %1 : les %2 que nomme la configuration (%3) sont sans effet</translation>
    </message>
    <message>
        <source>none of the %1 the config names (%2) appears in the workload, whose %1 are %3: the config was written for other %1</source>
        <translation>aucun des %1 que nomme la configuration (%2) n&apos;apparaît dans la charge, dont les %1 sont %3 : la configuration a été écrite pour d&apos;autres %1</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) of the workload use %2 the config never mentions: %3; %4[DEFAULT] applies to them</source>
        <translation>
            <numerusform>%n tâche de la charge utilise des %2 que la configuration ne nomme jamais : %3 ; %4[DEFAULT] s&apos;y applique</numerusform>
            <numerusform>%n tâches de la charge utilisent des %2 que la configuration ne nomme jamais : %3 ; %4[DEFAULT] s&apos;y applique</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) of the workload use %2 the config never mentions: %3; no settings of the config apply to them</source>
        <translation>
            <numerusform>%n tâche de la charge utilise des %2 que la configuration ne nomme jamais : %3 ; aucun réglage de la configuration ne s&apos;y applique</numerusform>
            <numerusform>%n tâches de la charge utilisent des %2 que la configuration ne nomme jamais : %3 ; aucun réglage de la configuration ne s&apos;y applique</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SRCFG[%1] HOSTLIST names %n node(s) the cluster does not have: %3</source>
        <translation>
            <numerusform>SRCFG[%1] HOSTLIST nomme %n nœud que la grappe n&apos;a pas : %3</numerusform>
            <numerusform>SRCFG[%1] HOSTLIST nomme %n nœuds que la grappe n&apos;a pas : %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>SRCFG[%1] HOSTLIST names %n node(s) the cluster does not have: %3 (none of its nodes exists: the reservation holds nothing)</source>
        <translation>
            <numerusform>SRCFG[%1] HOSTLIST nomme %n nœud que la grappe n&apos;a pas : %3 (aucun de ses nœuds n&apos;existe : la réservation ne retient rien)</numerusform>
            <numerusform>SRCFG[%1] HOSTLIST nomme %n nœuds que la grappe n&apos;a pas : %3 (aucun de ses nœuds n&apos;existe : la réservation ne retient rien)</numerusform>
        </translation>
    </message>
    <message>
        <source>SRCFG[%1] PARTITION=%2 is not a partition of the cluster (its partitions: %3)</source>
        <translation>SRCFG[%1] PARTITION=%2 n&apos;est pas une partition de la grappe (ses partitions : %3)</translation>
    </message>
    <message numerus="yes">
        <source>NODECFG[%1] names %n node(s) the cluster does not have: %3</source>
        <translation>
            <numerusform>NODECFG[%1] nomme %n nœud que la grappe n&apos;a pas : %3</numerusform>
            <numerusform>NODECFG[%1] nomme %n nœuds que la grappe n&apos;a pas : %3</numerusform>
        </translation>
    </message>
    <message>
        <source>NODECFG[%1] PARTITION=%2 is not a partition of the cluster (its partitions: %3)</source>
        <translation>NODECFG[%1] PARTITION=%2 n&apos;est pas une partition de la grappe (ses partitions : %3)</translation>
    </message>
    <message>
        <source>%1[%2] PDEF=%3 is not a partition of the cluster (its partitions: %4)</source>
        <translation>%1[%2] PDEF=%3 n&apos;est pas une partition de la grappe (ses partitions : %4)</translation>
    </message>
    <message>
        <source>NODECFG[%1]: node %2 has no PROCS: 1 processor assumed</source>
        <translation>NODECFG[%1] : le nœud %2 n&apos;a pas de PROCS : 1 processeur supposé</translation>
    </message>
    <message>
        <source>NODECFG[%1] %2=%3: must not be negative</source>
        <translation>NODECFG[%1] %2=%3 : ne doit pas être négatif</translation>
    </message>
    <message>
        <source>NODECFG[%1] SLOT=%2: too large</source>
        <translation>NODECFG[%1] SLOT=%2 : trop grand</translation>
    </message>
    <message>
        <source>NODECFG[%1] GRES=%2:%3: must not be negative</source>
        <translation>NODECFG[%1] GRES=%2:%3 : ne doit pas être négatif</translation>
    </message>
    <message>
        <source>NODECFG[%1] SPEED=%2: must be greater than 0</source>
        <translation>NODECFG[%1] SPEED=%2 : doit être supérieur à 0</translation>
    </message>
    <message>
        <source>NODECFG[%1] STATE=%2: expected UP, DOWN or DRAINED</source>
        <translation>NODECFG[%1] STATE=%2 : UP, DOWN ou DRAINED attendu</translation>
    </message>
    <message>
        <source>NODECFG[%1] RACK=%2: expected a non-negative rack number</source>
        <translation>NODECFG[%1] RACK=%2 : numéro de baie positif ou nul attendu</translation>
    </message>
    <message>
        <source>the SWF header gives neither MaxNodes nor MaxProcs: no default cluster (give a cluster file)</source>
        <translation>l&apos;en-tête SWF ne donne ni MaxNodes ni MaxProcs : pas de grappe par défaut (donnez un fichier de grappe)</translation>
    </message>
    <message>
        <source>MaxProcs %1 is below MaxNodes %2: one processor per node</source>
        <translation>MaxProcs %1 est inférieur à MaxNodes %2 : un processeur par nœud</translation>
    </message>
    <message>
        <source>MaxProcs %1 is not a multiple of MaxNodes %2: the first %3 nodes get %4 processors, the rest %5</source>
        <translation>MaxProcs %1 n&apos;est pas un multiple de MaxNodes %2 : les %3 premiers nœuds reçoivent %4 processeurs, les autres %5</translation>
    </message>
    <message>
        <source>users</source>
        <translation>utilisateurs</translation>
    </message>
    <message>
        <source>user</source>
        <translation>utilisateur</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>groupes</translation>
    </message>
    <message>
        <source>group</source>
        <translation>groupe</translation>
    </message>
    <message>
        <source>accounts</source>
        <translation>comptes</translation>
    </message>
    <message>
        <source>account</source>
        <translation>compte</translation>
    </message>
    <message>
        <source>classes</source>
        <translation>classes</translation>
    </message>
    <message>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message numerus="yes">
        <source>(%n job(s))</source>
        <translation>
            <numerusform>(%n tâche)</numerusform>
            <numerusform>(%n tâches)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FairshareChartsText</name>
    <message>
        <source>%1: target %2%</source>
        <translation>%1 : cible %2 %</translation>
    </message>
    <message>
        <source>%1: under the floor %2% (priority raised)</source>
        <translation>%1 : sous le plancher %2 % (priorité relevée)</translation>
    </message>
    <message>
        <source>%1: over the ceiling %2% (priority lowered)</source>
        <translation>%1 : au-dessus du plafond %2 % (priorité abaissée)</translation>
    </message>
    <message>
        <source>%1: at or over the cap %2% (jobs blocked)</source>
        <translation>%1 : au plafond %2 % ou au-delà (travaux bloqués)</translation>
    </message>
    <message>
        <source>%1: at or over the cap %2 (jobs blocked)</source>
        <translation>%1 : au plafond %2 ou au-delà (travaux bloqués)</translation>
    </message>
    <message>
        <source>Usage against target</source>
        <translation>Utilisation face à la cible</translation>
    </message>
    <message>
        <source>End of window</source>
        <translation>Fin de fenêtre</translation>
    </message>
    <message>
        <source>Usage %</source>
        <translation>Utilisation %</translation>
    </message>
    <message>
        <source>Decayed usage %, as it stood at the end of each stored window, of %1, with their targets</source>
        <translation>Utilisation amortie en %, telle qu’à la fin de chaque fenêtre conservée, de %1, avec leurs cibles</translation>
    </message>
    <message>
        <source>Decay of %1&apos;s usage</source>
        <translation>Amortissement de l’utilisation de %1</translation>
    </message>
    <message>
        <source>% of what was delivered</source>
        <translation>% de ce qui a été fourni</translation>
    </message>
    <message>
        <source>Window (weight FSDECAY^i)</source>
        <translation>Fenêtre (poids FSDECAY^i)</translation>
    </message>
    <message>
        <source>Usage in the window</source>
        <translation>Utilisation dans la fenêtre</translation>
    </message>
    <message>
        <source>Share after decay</source>
        <translation>Part après amortissement</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>Weighted sum: usage %1%</source>
        <translation>Somme pondérée : utilisation %1 %</translation>
    </message>
    <message>
        <source>Per window, %1&apos;s share of what was delivered, and that share times the window&apos;s weight over the weighted total; the weighted shares add up to the usage %.</source>
        <translation>Par fenêtre, la part de %1 dans ce qui a été fourni, et cette part fois le poids de la fenêtre sur le total pondéré ; les parts pondérées s’additionnent en l’utilisation en %.</translation>
    </message>
    <message>
        <source>Usage by credential over the windows</source>
        <translation>Utilisation par identité au fil des fenêtres</translation>
    </message>
    <message>
        <source>Window start</source>
        <translation>Début de fenêtre</translation>
    </message>
    <message>
        <source>Usage (FSPOLICY units)</source>
        <translation>Utilisation (unités de FSPOLICY)</translation>
    </message>
    <message numerus="yes">
        <source>%n other(s)</source>
        <translation>
            <numerusform>%n autre</numerusform>
            <numerusform>%n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>What was delivered in each window, stacked by credential (the busiest first), oldest window first</source>
        <translation>Ce qui a été fourni dans chaque fenêtre, empilé par identité (les plus actives d’abord), fenêtre la plus ancienne d’abord</translation>
    </message>
</context>
<context>
    <name>PriorityPresets</name>
    <message>
        <source>Maui&apos;s defaults</source>
        <translation>Valeurs par défaut de Maui</translation>
    </message>
    <message>
        <source>Every component weight 1, every subcomponent 0 but queue time 1, no caps: first come, first served.</source>
        <translation>Chaque poids de composante à 1, chaque sous-composante à 0 sauf le temps d&apos;attente à 1, sans plafonds : premier arrivé, premier servi.</translation>
    </message>
    <message>
        <source>Fair shares first</source>
        <translation>Parts équitables d&apos;abord</translation>
    </message>
    <message>
        <source>A site that promises each group its share: fairshare usage against targets dominates, QOS priority next, queue time breaks ties.</source>
        <translation>Un site qui promet à chaque groupe sa part : l&apos;usage fairshare par rapport aux cibles domine, puis la priorité QOS, le temps d&apos;attente départage.</translation>
    </message>
    <message>
        <source>Short jobs first</source>
        <translation>Travaux courts d&apos;abord</translation>
    </message>
    <message>
        <source>A throughput site: the expansion factor dominates, so short jobs start soon and long waits catch up; fairshare plays no part.</source>
        <translation>Un site axé sur le débit : le facteur d&apos;expansion domine, les travaux courts démarrent vite et les longues attentes rattrapent ; le fairshare ne joue aucun rôle.</translation>
    </message>
</context>
<context>
    <name>PriorityTuning</name>
    <message>
        <source>Set %1 to %2</source>
        <translation>Régler %1 à %2</translation>
    </message>
</context>
<context>
    <name>ProcessorCountsText</name>
    <message>
        <source>%L1 busy, %L2 reserved but idle, %L3 down, %L4 free of %L5 processors</source>
        <translation>%L1 occupés, %L2 réservés mais inactifs, %L3 hors service, %L4 libres sur %L5 processeurs</translation>
    </message>
    <message>
        <source>%L1 busy, %L2 reserved but idle, %L3 free of %L4 processors</source>
        <translation>%L1 occupés, %L2 réservés mais inactifs, %L3 libres sur %L4 processeurs</translation>
    </message>
    <message>
        <source>Busy: running jobs use them. Reserved but idle: nothing runs on them, but a reservation holds them now (a waiting job&apos;s, a standing or an administrative one): only the jobs it admits may start there. Free: any job could start on them now.</source>
        <translation>Occupés : des travaux en cours les utilisent. Réservés mais inactifs : rien n&apos;y tourne, mais une réservation les retient maintenant (celle d&apos;un travail en attente, une réservation permanente ou administrative) : seuls les travaux qu&apos;elle admet peuvent y démarrer. Libres : n&apos;importe quel travail pourrait y démarrer maintenant.</translation>
    </message>
</context>
<context>
    <name>SessionSummary</name>
    <message>
        <source>credentials (user, group, account, QOS and class priorities)</source>
        <translation>identités (priorités de l&apos;utilisateur, du groupe, du compte, de la QOS et de la classe)</translation>
    </message>
    <message>
        <source>fairshare (recent use against each one&apos;s target)</source>
        <translation>le partage équitable (utilisation récente par rapport à la cible de chacun)</translation>
    </message>
    <message>
        <source>the resources requested</source>
        <translation>les ressources demandées</translation>
    </message>
    <message>
        <source>time waited and expansion factor</source>
        <translation>le temps d&apos;attente et le facteur d&apos;expansion</translation>
    </message>
    <message>
        <source>service targets</source>
        <translation>les objectifs de service</translation>
    </message>
    <message>
        <source>resources used while running</source>
        <translation>les ressources utilisées pendant l&apos;exécution</translation>
    </message>
    <message>
        <source>first fit</source>
        <translation>premier ajustement</translation>
    </message>
    <message>
        <source>best fit</source>
        <translation>meilleur ajustement</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>glouton</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 (%L2 nodes)</source>
        <translation>%1 (%L2 nœuds)</translation>
    </message>
    <message>
        <source>&lt;b&gt;The cluster&lt;/b&gt;: %L1 nodes with %L2 processors; partitions %3.</source>
        <translation>&lt;b&gt;La grappe&lt;/b&gt; : %L1 nœuds avec %L2 processeurs ; partitions %3.</translation>
    </message>
    <message>
        <source>Waiting jobs are taken in the order they came.</source>
        <translation>Les travaux en attente sont pris dans l&apos;ordre d&apos;arrivée.</translation>
    </message>
    <message>
        <source>Waiting jobs are ranked by %1.</source>
        <translation>Les travaux en attente sont classés selon %1.</translation>
    </message>
    <message>
        <source>The first of them holds a reservation of nodes for when it can start.</source>
        <translation>Le premier d&apos;entre eux détient une réservation de nœuds pour le moment où il pourra démarrer.</translation>
    </message>
    <message>
        <source>The first %L1 of them hold a reservation of nodes for when they can start.</source>
        <translation>Les %L1 premiers d&apos;entre eux détiennent une réservation de nœuds pour le moment où ils pourront démarrer.</translation>
    </message>
    <message>
        <source>No job starts ahead of its turn (no backfill).</source>
        <translation>Aucun travail ne démarre avant son tour (pas de remplissage).</translation>
    </message>
    <message>
        <source>A lower-ranked job starts ahead of its turn when it delays no reservation (backfill, %1).</source>
        <translation>Un travail moins bien classé démarre avant son tour s&apos;il ne retarde aucune réservation (remplissage, %1).</translation>
    </message>
    <message>
        <source>Fairshare remembers use over %L1 windows of %2.</source>
        <translation>Le partage équitable retient l&apos;utilisation sur %L1 fenêtres de %2.</translation>
    </message>
    <message>
        <source>Throttling limits (%L1) cap what one user, group or class runs at once.</source>
        <translation>Des limites d&apos;étranglement (%L1) plafonnent ce qu&apos;un utilisateur, un groupe ou une classe exécute à la fois.</translation>
    </message>
    <message>
        <source>Standing reservations set nodes aside: %1.</source>
        <translation>Des réservations permanentes mettent des nœuds de côté : %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The policy&lt;/b&gt; (the open maui.cfg): %1</source>
        <translation>&lt;b&gt;La politique&lt;/b&gt; (le maui.cfg ouvert) : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The workload&lt;/b&gt;: %1, submitted from %2 to %3.</source>
        <translation>&lt;b&gt;La charge&lt;/b&gt; : %1, soumis du %2 au %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;On screen&lt;/b&gt;: a bar is a job on its nodes, coloured by user; hatched bars are nodes held for a waiting job; the vertical line is now. It plays by itself (Simulation &gt; Pause). The Queue panel says why each job waits; a click on a job shows its checkjob.</source>
        <translation>&lt;b&gt;À l&apos;écran&lt;/b&gt; : une barre est un travail sur ses nœuds, coloré par utilisateur ; les barres hachurées sont des nœuds retenus pour un travail en attente ; la ligne verticale est maintenant. La simulation avance toute seule (Simulation &gt; Pause). Le panneau File d&apos;attente dit pourquoi chaque travail attend ; un clic sur un travail montre son checkjob.</translation>
    </message>
    <message>
        <source>What you are looking at</source>
        <translation>Ce que vous voyez</translation>
    </message>
</context>
<context>
    <name>SetConfigTextCommand</name>
    <message>
        <source>Set %1 to %2</source>
        <translation>Mettre %1 à %2</translation>
    </message>
</context>
<context>
    <name>StandingWeek</name>
    <message>
        <source>no job may use it (no access list)</source>
        <translation>aucun travail ne peut l&apos;utiliser (pas de liste d&apos;accès)</translation>
    </message>
    <message numerus="yes">
        <source>every node (%n held)</source>
        <translation>
            <numerusform>tous les nœuds (%n tenu)</numerusform>
            <numerusform>tous les nœuds (%n tenus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n nœud</numerusform>
            <numerusform>%n nœuds</numerusform>
        </translation>
    </message>
    <message>
        <source>node %1 is also dedicated to %2 at the same time</source>
        <translation>le nœud %1 est aussi dédié à %2 au même moment</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) already reserved</source>
        <translation>
            <numerusform>%n nœud déjà réservé</numerusform>
            <numerusform>%n nœuds déjà réservés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) in another partition</source>
        <translation>
            <numerusform>%n nœud dans une autre partition</numerusform>
            <numerusform>%n nœuds dans une autre partition</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) without the features</source>
        <translation>
            <numerusform>%n nœud sans les caractéristiques</numerusform>
            <numerusform>%n nœuds sans les caractéristiques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) not up</source>
        <translation>
            <numerusform>%n nœud hors service</numerusform>
            <numerusform>%n nœuds hors service</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be placed whole: %1 of %2 tasks</source>
        <translation>ne peut être placée entière : %1 tâches sur %2</translation>
    </message>
    <message>
        <source>past</source>
        <translation>passée</translation>
    </message>
    <message>
        <source>held by the scheduler</source>
        <translation>tenue par l&apos;ordonnanceur</translation>
    </message>
    <message>
        <source>beyond DEPTH, not made yet</source>
        <translation>au-delà de DEPTH, pas encore créée</translation>
    </message>
    <message>
        <source>%1, %2 %3 to %4, %5; %6; access: %7</source>
        <translation>%1, %2 de %3 à %4, %5 ; %6 ; accès : %7</translation>
    </message>
    <message>
        <source>conflict: %1</source>
        <translation>conflit : %1</translation>
    </message>
    <message>
        <source>%1, %2 %3: %4</source>
        <translation>%1, %2 %3 : %4</translation>
    </message>
    <message>
        <source>%1 makes no instance: %2</source>
        <translation>%1 ne crée aucune instance : %2</translation>
    </message>
</context>
<context>
    <name>ValueKind</name>
    <message>
        <source>integer</source>
        <translation>entier</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>duration [[[DD:]HH:]MM:]SS or INFINITY</source>
        <translation>durée [[[JJ:]HH:]MM:]SS ou INFINITY</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>vrai ou faux</translation>
    </message>
    <message>
        <source>one of a fixed set</source>
        <translation>une valeur parmi un ensemble fixe</translation>
    </message>
    <message>
        <source>list separated by , | or :</source>
        <translation>liste séparée par , | ou :</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texte</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>attributs</translation>
    </message>
    <message>
        <source>limit [soft,]hard</source>
        <translation>limite [souple,]stricte</translation>
    </message>
    <message>
        <source>fairshare target N, N+, N-, N^ or N%</source>
        <translation>cible de partage N, N+, N-, N^ ou N%</translation>
    </message>
    <message>
        <source>resources NAME:VALUE;...</source>
        <translation>ressources NOM:VALEUR;...</translation>
    </message>
    <message>
        <source>TYPE:NAME</source>
        <translation>TYPE:NOM</translation>
    </message>
    <message>
        <source>access list (marks ! * + - =)</source>
        <translation>liste d&apos;accès (marques ! * + - =)</translation>
    </message>
</context>
<context>
    <name>WaitReasonText</name>
    <message>
        <source>Held: it waits until the hold is released</source>
        <translation>Retenu : il attend que la retenue soit levée</translation>
    </message>
    <message>
        <source>Waits for processors: %L1 free now, %L2 requested</source>
        <translation>Attend des processeurs : %L1 libres maintenant, %L2 demandés</translation>
    </message>
    <message>
        <source>Next in line: nodes are reserved for it from %1</source>
        <translation>Prochain en ligne : des nœuds lui sont réservés à partir du %1</translation>
    </message>
    <message>
        <source>Would fit, but starting it now would delay the reservation of job %1</source>
        <translation>Tiendrait, mais le démarrer maintenant retarderait la réservation du travail %1</translation>
    </message>
    <message>
        <source>Waits its turn: higher-ranked jobs hold the reservations (depth %L1); only backfill can start it</source>
        <translation>Attend son tour : des travaux mieux classés détiennent les réservations (profondeur %L1) ; seul le remplissage peut le démarrer</translation>
    </message>
    <message>
        <source>Waits for job %1 to complete</source>
        <translation>Attend la fin du travail %1</translation>
    </message>
    <message>
        <source>Submitted since the last scheduling iteration: not looked at yet</source>
        <translation>Soumis depuis la dernière itération d&apos;ordonnancement : pas encore examiné</translation>
    </message>
    <message>
        <source>Fits now: starts at the next scheduling iteration</source>
        <translation>Tient maintenant : démarre à la prochaine itération d&apos;ordonnancement</translation>
    </message>
    <message>
        <source>Can never run: no set of nodes of partition %1 holds its %L2 tasks (at most %L3 fit; %4 run out)</source>
        <translation>Ne pourra jamais tourner : aucun ensemble de nœuds de la partition %1 ne contient ses %L2 tâches (au plus %L3 tiennent ; %4 manquent)</translation>
    </message>
    <message>
        <source>Freed processors are kept for jobs of at least %L1 processors until %2 (BFCHUNKSIZE)</source>
        <translation>Les processeurs libérés sont gardés pour des travaux d&apos;au moins %L1 processeurs jusqu&apos;au %2 (BFCHUNKSIZE)</translation>
    </message>
    <message>
        <source>Waits for the jobs ahead of it: backfill is off (BACKFILLPOLICY NONE)</source>
        <translation>Attend les travaux devant lui : le remplissage est désactivé (BACKFILLPOLICY NONE)</translation>
    </message>
    <message>
        <source>Waits for the jobs ahead of it: a higher-priority job cannot start (first come, first served)</source>
        <translation>Attend les travaux devant lui : un travail plus prioritaire ne peut pas démarrer (premier arrivé, premier servi)</translation>
    </message>
    <message>
        <source>user</source>
        <translation>utilisateur</translation>
    </message>
    <message>
        <source>group</source>
        <translation>groupe</translation>
    </message>
    <message>
        <source>account</source>
        <translation>compte</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>class</source>
        <translation>classe</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>souple</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>stricte</translation>
    </message>
    <message>
        <source>Blocked: %1 has reached its %2 limit of %L3 (%4): %L5 eligible, the job needs %L6</source>
        <translation>Bloqué : %1 a atteint sa limite %2 de %L3 (%4) : %L5 éligibles, le travail demande %L6</translation>
    </message>
    <message>
        <source>Blocked: %1 has reached its %2 limit of %L3 (%4): %L5 in use, the job needs %L6</source>
        <translation>Bloqué : %1 a atteint sa limite %2 de %L3 (%4) : %L5 utilisés, le travail demande %L6</translation>
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
        <translation>%1 sous B moins sous A (%2) : les %3 plus grands changements sur %4.</translation>
    </message>
    <message>
        <source>%1 under B minus under A (%2).</source>
        <translation>%1 sous B moins sous A (%2).</translation>
    </message>
    <message>
        <source>Wait-time distribution</source>
        <translation>Distribution des temps d’attente</translation>
    </message>
    <message>
        <source>Wait (hours)</source>
        <translation>Attente (heures)</translation>
    </message>
    <message>
        <source>Started jobs (%)</source>
        <translation>Travaux démarrés (%)</translation>
    </message>
    <message>
        <source>The cumulative distribution of waits: for each wait on the x axis, the share of started jobs that waited at most that long, under A (solid line) and B (dashed line). Higher and further left is shorter waiting.</source>
        <translation>La distribution cumulée des attentes : pour chaque attente sur l’axe x, la part des travaux démarrés ayant attendu au plus ce temps, sous A (trait plein) et B (tirets). Plus haut et plus à gauche signifie une attente plus courte.</translation>
    </message>
    <message>
        <source>Utilization over time</source>
        <translation>Utilisation dans le temps</translation>
    </message>
    <message>
        <source>Hours since the first submission</source>
        <translation>Heures depuis la première soumission</translation>
    </message>
    <message>
        <source>Busy (%)</source>
        <translation>Occupé (%)</translation>
    </message>
    <message>
        <source>The share of the machine&apos;s processors busy in each hour, under A (solid line) and B (dashed line).</source>
        <translation>La part des processeurs de la machine occupés chaque heure, sous A (trait plein) et B (tirets).</translation>
    </message>
    <message>
        <source>Queue length over time</source>
        <translation>Longueur de la file dans le temps</translation>
    </message>
    <message>
        <source>Jobs waiting</source>
        <translation>Travaux en attente</translation>
    </message>
    <message>
        <source>The number of jobs waiting at the start of each hour, under A (solid line) and B (dashed line).</source>
        <translation>Le nombre de travaux en attente au début de chaque heure, sous A (trait plein) et B (tirets).</translation>
    </message>
    <message>
        <source>Change in mean wait: %1</source>
        <translation>Variation de l’attente moyenne : %1</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Heures</translation>
    </message>
    <message>
        <source>Mean wait</source>
        <translation>Attente moyenne</translation>
    </message>
    <message>
        <source>Change in delivered processor-hours: %1</source>
        <translation>Variation des heures-processeur fournies : %1</translation>
    </message>
    <message>
        <source>Proc-hours</source>
        <translation>Heures-proc.</translation>
    </message>
    <message>
        <source>Delivered processor-hours</source>
        <translation>Heures-processeur fournies</translation>
    </message>
</context>
<context>
    <name>WhatIfReportText</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>The question:</source>
        <translation>La question :</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>Charge : %1</translation>
    </message>
    <message>
        <source>Configuration A: %1</source>
        <translation>Configuration A : %1</translation>
    </message>
    <message>
        <source>Configuration B: %1</source>
        <translation>Configuration B : %1</translation>
    </message>
    <message>
        <source>Made on %1</source>
        <translation>Établi le %1</translation>
    </message>
    <message>
        <source>What differs between A and B</source>
        <translation>Ce qui diffère entre A et B</translation>
    </message>
    <message>
        <source>The two configurations set every parameter alike.</source>
        <translation>Les deux configurations règlent chaque paramètre de la même façon.</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Indicateurs</translation>
    </message>
    <message numerus="yes">
        <source>A and B are medians over %n seed(s) of the demo workload.</source>
        <translation>
            <numerusform>A et B sont des médianes sur %n graine de la charge de démonstration.</numerusform>
            <numerusform>A et B sont des médianes sur %n graines de la charge de démonstration.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per credential: %1</source>
        <translation>Par identité : %1</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Workload %1: %2</source>
        <translation>Charge %1 : %2</translation>
    </message>
    <message>
        <source>Seeds: %1</source>
        <translation>Graines : %1</translation>
    </message>
    <message>
        <source>Configuration A (%1) %2: %3</source>
        <translation>Configuration A (%1) %2 : %3</translation>
    </message>
    <message>
        <source>Configuration B (%1) %2: %3</source>
        <translation>Configuration B (%1) %2 : %3</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>Définitions</translation>
    </message>
    <message>
        <source>Change is B minus A; change % is that as a percentage of A. Better names the configuration that does better on the metric in the direction stated.</source>
        <translation>La variation est B moins A ; la variation % l’exprime en pourcentage de A. Meilleur nomme la configuration qui fait mieux sur l’indicateur dans le sens indiqué.</translation>
    </message>
    <message>
        <source>Cannot write %1 as a PNG image</source>
        <translation>Impossible d’écrire %1 comme image PNG</translation>
    </message>
    <message>
        <source>Cannot write %1 as a PDF document</source>
        <translation>Impossible d’écrire %1 comme document PDF</translation>
    </message>
</context>
<context>
    <name>WhatIfText</name>
    <message>
        <source>Mean wait</source>
        <translation>Attente moyenne</translation>
    </message>
    <message>
        <source>The average time a started job waited between its submission and its start.</source>
        <translation>Le temps moyen qu’un travail démarré a attendu entre sa soumission et son démarrage.</translation>
    </message>
    <message>
        <source>Median wait</source>
        <translation>Attente médiane</translation>
    </message>
    <message>
        <source>Half of the started jobs waited at most this long (nearest rank).</source>
        <translation>La moitié des travaux démarrés a attendu au plus ce temps (rang le plus proche).</translation>
    </message>
    <message>
        <source>95th percentile wait</source>
        <translation>Attente au 95e centile</translation>
    </message>
    <message>
        <source>95 % of the started jobs waited at most this long (nearest rank).</source>
        <translation>95 % des travaux démarrés ont attendu au plus ce temps (rang le plus proche).</translation>
    </message>
    <message>
        <source>Longest wait</source>
        <translation>Attente la plus longue</translation>
    </message>
    <message>
        <source>The longest time any started job waited.</source>
        <translation>Le plus long temps d’attente d’un travail démarré.</translation>
    </message>
    <message>
        <source>Mean bounded slowdown (τ = %1 s)</source>
        <translation>Ralentissement borné moyen (τ = %1 s)</translation>
    </message>
    <message>
        <source>Per finished job max(1, (wait + run time) / max(run time, τ)), averaged; τ = %1 s keeps very short jobs from dominating. 1 means no job waited.</source>
        <translation>Par travail terminé max(1, (attente + durée) / max(durée, τ)), en moyenne ; τ = %1 s empêche les travaux très courts de dominer. 1 signifie qu’aucun travail n’a attendu.</translation>
    </message>
    <message>
        <source>Mean expansion factor</source>
        <translation>Facteur d’expansion moyen</translation>
    </message>
    <message>
        <source>Per started job (wait + requested walltime) / requested walltime, averaged: how many times its requested time a job takes to come back.</source>
        <translation>Par travail démarré (attente + walltime demandé) / walltime demandé, en moyenne : combien de fois son temps demandé un travail met à revenir.</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Processor-seconds delivered to finished jobs divided by the machine&apos;s processors times the makespan.</source>
        <translation>Secondes-processeur fournies aux travaux terminés divisées par les processeurs de la machine fois la durée totale.</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Durée totale (makespan)</translation>
    </message>
    <message>
        <source>From the first submission to the last job&apos;s end.</source>
        <translation>De la première soumission à la fin du dernier travail.</translation>
    </message>
    <message>
        <source>Backfilled share</source>
        <translation>Part de remplissage (backfill)</translation>
    </message>
    <message>
        <source>The share of all jobs that started ahead of a higher-priority waiting job (backfill). Descriptive: neither more nor less is better in itself.</source>
        <translation>La part de tous les travaux démarrés avant un travail en attente de plus haute priorité (backfill). Descriptif : ni plus ni moins n’est meilleur en soi.</translation>
    </message>
    <message>
        <source>Jobs started</source>
        <translation>Travaux démarrés</translation>
    </message>
    <message>
        <source>Jobs that started during the replay.</source>
        <translation>Travaux démarrés pendant le rejeu.</translation>
    </message>
    <message>
        <source>Jobs rejected</source>
        <translation>Travaux rejetés</translation>
    </message>
    <message>
        <source>Jobs the configuration can never run (a hard limit or a request no node fits); they never waited in the queue.</source>
        <translation>Travaux que la configuration ne peut jamais exécuter (une limite stricte ou une demande qu’aucun nœud ne satisfait) ; ils n’ont jamais attendu dans la file.</translation>
    </message>
    <message>
        <source>Jobs never started</source>
        <translation>Travaux jamais démarrés</translation>
    </message>
    <message>
        <source>Jobs neither started nor rejected: still waiting when the replay ended.</source>
        <translation>Travaux ni démarrés ni rejetés : encore en attente à la fin du rejeu.</translation>
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
        <translation>%L1 j %2 h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 proc-h</source>
        <translation>%1 proc.-h</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation>Plus bas est meilleur</translation>
    </message>
    <message>
        <source>Higher is better</source>
        <translation>Plus haut est meilleur</translation>
    </message>
    <message>
        <source>Neither is better</source>
        <translation>Aucun sens n’est meilleur</translation>
    </message>
    <message>
        <source>— descriptive</source>
        <translation>— descriptif</translation>
    </message>
    <message>
        <source>= same</source>
        <translation>= identique</translation>
    </message>
    <message>
        <source>%1 B better</source>
        <translation>%1 B meilleur</translation>
    </message>
    <message>
        <source>%1 A better</source>
        <translation>%1 A meilleur</translation>
    </message>
    <message>
        <source>min %1 · median %2 · max %3</source>
        <translation>min %1 · médiane %2 · max %3</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Utilisateurs</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Classes</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::BlockedModel</name>
    <message>
        <source>the system</source>
        <translation>le système</translation>
    </message>
    <message>
        <source>%1 is %2 per job; the job asks %3</source>
        <translation>%1 vaut %2 par travail ; le travail demande %3</translation>
    </message>
    <message>
        <source>%1: %2 %3 reached (%4 idle jobs&apos; worth eligible, %5 asked)</source>
        <translation>%1 : %2 %3 atteint (%4 travaux en attente admis, %5 demandés)</translation>
    </message>
    <message>
        <source>%1: %2 %3 reached (%4 in use, %5 asked)</source>
        <translation>%1 : %2 %3 atteint (%4 utilisés, %5 demandés)</translation>
    </message>
    <message>
        <source>not while these limits stand</source>
        <translation>pas tant que ces limites tiennent</translation>
    </message>
    <message numerus="yes">
        <source>%n limit(s)</source>
        <translation>
            <numerusform>%n limite</numerusform>
            <numerusform>%n limites</numerusform>
        </translation>
    </message>
    <message>
        <source>no earlier than %1</source>
        <translation>pas avant %1</translation>
    </message>
    <message>
        <source>hard: no pass may start it</source>
        <translation>dure : aucun passage ne peut le lancer</translation>
    </message>
    <message>
        <source>soft: only leftovers may start it</source>
        <translation>souple : seules les ressources restantes peuvent le lancer</translation>
    </message>
    <message>
        <source>room at %1</source>
        <translation>place à %1</translation>
    </message>
    <message>
        <source>The blocked job, and under it every limit that holds it back.</source>
        <translation>Le travail bloqué et, dessous, chaque limite qui le retient.</translation>
    </message>
    <message>
        <source>A soft limit lets the job start only on resources left over once jobs within their soft limits are placed; a hard limit lets no pass start it.</source>
        <translation>Une limite souple ne laisse partir le travail que sur les ressources restantes une fois placés les travaux dans leurs limites souples ; une limite dure ne le laisse partir à aucun passage.</translation>
    </message>
    <message>
        <source>Job / limit</source>
        <translation>Travail / limite</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>%1: fairshare cap FSTARGET=%2 reached (decayed usage %3, cap at %4); room at the window roll that takes it under, if nothing more is charged</source>
        <translation>%1 : plafond de fairshare FSTARGET=%2 atteint (usage amorti %3, plafond à %4) ; de la place au changement de fenêtre qui le fait passer dessous, si rien de plus n’est imputé</translation>
    </message>
    <message>
        <source>When the limit has room for the job if the running jobs end at their walltime limits and nothing else starts (for a fairshare cap: the window roll at which the credential&apos;s decayed usage drops under the cap if nothing more is charged to it); for the job, the latest of its limits: it cannot start earlier.</source>
        <translation>Quand la limite a de la place pour le travail si les travaux en cours finissent à leur limite de durée et que rien d’autre ne démarre (pour un plafond de fairshare : le changement de fenêtre auquel l’usage amorti de l’identité passe sous le plafond si rien de plus ne lui est imputé) ; pour le travail, la plus tardive de ses limites : il ne peut pas démarrer plus tôt.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ConfigDelegate</name>
    <message>
        <source>[[[DD:]HH:]MM:]SS or INFINITY</source>
        <translation>[[[JJ:]HH:]MM:]SS ou INFINITY</translation>
    </message>
    <message>
        <source>Value of %1</source>
        <translation>Valeur de %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ConfigModel</name>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostics</translation>
    </message>
    <message>
        <source>Not a parameter Outrigger knows; the line is kept as written.</source>
        <translation>Paramètre inconnu d&apos;Outrigger ; la ligne est conservée telle quelle.</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Valeur : %1</translation>
    </message>
    <message>
        <source>Accepted: %1</source>
        <translation>Acceptées : %1</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Ligne %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ConfigPanel</name>
    <message>
        <source>Line %1, column %2: %3: %4</source>
        <translation>Ligne %1, colonne %2 : %3 : %4</translation>
    </message>
    <message>
        <source>(did you mean %1?)</source>
        <translation>(vouliez-vous dire %1 ?)</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Diagnostics (%n)</source>
        <translation>
            <numerusform>&amp;Diagnostic (%n)</numerusform>
            <numerusform>&amp;Diagnostics (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Configuration parameters</source>
        <translation>Paramètres de configuration</translation>
    </message>
    <message>
        <source>Configuration diagnostics</source>
        <translation>Diagnostics de la configuration</translation>
    </message>
    <message>
        <source>&amp;Modernize Legacy Parameters</source>
        <translation>&amp;Moderniser les anciens paramètres</translation>
    </message>
    <message>
        <source>Rewrite Maui 3.0 forms (SR*, MAX*PER*COUNT, QOS*) as SRCFG, USERCFG and QOSCFG lines</source>
        <translation>Réécrire les formes Maui 3.0 (SR*, MAX*PER*COUNT, QOS*) en lignes SRCFG, USERCFG et QOSCFG</translation>
    </message>
    <message>
        <source>Send to What-if &amp;B</source>
        <translation>Envoyer vers le scénario &amp;B</translation>
    </message>
    <message>
        <source>Make the configuration as edited here configuration B of the What-if panel; A stays the configuration as last opened or saved</source>
        <translation>Faire de la configuration modifiée ici la configuration B du panneau Scénarios ; A reste la configuration telle que dernièrement ouverte ou enregistrée</translation>
    </message>
    <message>
        <source>Sent to the service; waiting for its answer...</source>
        <translation>Envoyé au service ; en attente de sa réponse...</translation>
    </message>
    <message>
        <source>Apply to &amp;Service</source>
        <translation>Appliquer au &amp;service</translation>
    </message>
    <message>
        <source>Send the parameters changed since connecting to the service as changeparam commands; the service edits its own maui.cfg and answers here</source>
        <translation>Envoyer au service les paramètres modifiés depuis la connexion, sous forme de commandes changeparam ; le service modifie son propre maui.cfg et répond ici</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Remove the selected parameter, or attribute of a *CFG line, from the configuration: it returns to its default</source>
        <translation>Supprimer de la configuration le paramètre choisi, ou l’attribut d’une ligne *CFG : il reprend sa valeur par défaut</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::CredentialLegend</name>
    <message>
        <source>Legend</source>
        <translation>Légende</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::FairshareModel</name>
    <message>
        <source>Users</source>
        <translation>Utilisateurs</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <source>Accounts</source>
        <translation>Comptes</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Classes</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Usage %, oldest window first: %1</source>
        <translation>Utilisation en %, fenêtre la plus ancienne d’abord : %1</translation>
    </message>
    <message>
        <source>%1 of %2 delivered in this window (%3%), weighed %4</source>
        <translation>%1 sur %2 fournis dans cette fenêtre (%3 %), poids %4</translation>
    </message>
    <message>
        <source> (capped)</source>
        <translation> (plafonné)</translation>
    </message>
    <message>
        <source>Usage has reached the cap: jobs of %1 may not start</source>
        <translation>L’utilisation a atteint le plafond : les travaux de %1 ne peuvent pas démarrer</translation>
    </message>
    <message>
        <source>Window 0 (now)</source>
        <translation>Fenêtre 0 (maintenant)</translation>
    </message>
    <message>
        <source>Window %1</source>
        <translation>Fenêtre %1</translation>
    </message>
    <message>
        <source>Credential</source>
        <translation>Identité</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>What the target means</source>
        <translation>Ce que signifie la cible</translation>
    </message>
    <message>
        <source>Usage %</source>
        <translation>Utilisation %</translation>
    </message>
    <message>
        <source>FS factor</source>
        <translation>Facteur FS</translation>
    </message>
    <message>
        <source>Usage % as configured</source>
        <translation>Utilisation % selon la configuration</translation>
    </message>
    <message>
        <source>FS factor as configured</source>
        <translation>Facteur FS selon la configuration</translation>
    </message>
    <message>
        <source>Trend</source>
        <translation>Tendance</translation>
    </message>
    <message>
        <source>What this credential used in one fairshare window (FSINTERVAL long), in the unit of FSPOLICY (processor-seconds for DEDICATEDPS). Window 0 is the current one; older windows count less, by FSDECAY once per window.</source>
        <translation>Ce que cette identité a utilisé dans une fenêtre de fairshare (longue de FSINTERVAL), dans l’unité de FSPOLICY (processeurs-secondes pour DEDICATEDPS). La fenêtre 0 est l’actuelle ; les plus anciennes comptent moins, de FSDECAY par fenêtre.</translation>
    </message>
    <message>
        <source>The user, group, account, QOS or class. &quot;(capped)&quot; marks one whose usage reached its cap: its jobs may not start.</source>
        <translation>L’utilisateur, le groupe, le compte, la QOS ou la classe. « (plafonné) » marque celle dont l’utilisation a atteint son plafond : ses travaux ne peuvent pas démarrer.</translation>
    </message>
    <message>
        <source>FSTARGET as written in maui.cfg: N a target, N+ a floor, N- a ceiling, N^ an absolute cap, N% a cap relative to all usage.</source>
        <translation>FSTARGET tel qu’écrit dans maui.cfg : N une cible, N+ un plancher, N- un plafond de priorité, N^ un plafond absolu, N% un plafond relatif à toute l’utilisation.</translation>
    </message>
    <message>
        <source>The target in words: what it does to the priority of this credential&apos;s jobs.</source>
        <translation>La cible en mots : ce qu’elle fait à la priorité des travaux de cette identité.</translation>
    </message>
    <message>
        <source>The credential&apos;s share of everything delivered, recent windows weighing more: the sum over windows of FSDECAY^i times its usage, divided by the same sum over all usage.</source>
        <translation>La part de l’identité dans tout ce qui a été fourni, les fenêtres récentes pesant plus : la somme sur les fenêtres de FSDECAY^i fois son utilisation, divisée par la même somme sur toute l’utilisation.</translation>
    </message>
    <message>
        <source>What fairshare adds to the priority of this credential&apos;s jobs before weights: target minus usage (a floor keeps only gains, a ceiling only losses; caps add nothing).</source>
        <translation>Ce que le fairshare ajoute à la priorité des travaux de cette identité avant les poids : cible moins utilisation (un plancher ne garde que les gains, un plafond que les pertes ; les plafonds d’utilisation n’ajoutent rien).</translation>
    </message>
    <message>
        <source>The usage % under the configuration in force, to compare with a what-if.</source>
        <translation>L’utilisation en % sous la configuration en vigueur, à comparer avec une simulation.</translation>
    </message>
    <message>
        <source>The FS factor under the configuration in force, to compare with a what-if.</source>
        <translation>Le facteur FS sous la configuration en vigueur, à comparer avec une simulation.</translation>
    </message>
    <message>
        <source>The usage % as it stood at the end of each stored window, oldest on the left.</source>
        <translation>L’utilisation en % telle qu’elle était à la fin de chaque fenêtre conservée, la plus ancienne à gauche.</translation>
    </message>
    <message>
        <source>no target: fairshare leaves its priority alone</source>
        <translation>pas de cible : le fairshare ne touche pas à sa priorité</translation>
    </message>
    <message>
        <source>steered towards %1% (priority scaled by how far under or over)</source>
        <translation>orienté vers %1 % (priorité selon l’écart en dessous ou au-dessus)</translation>
    </message>
    <message>
        <source>steered towards %1%: priority rises under it and falls over it</source>
        <translation>orienté vers %1 % : la priorité monte en dessous et baisse au-dessus</translation>
    </message>
    <message>
        <source>floor of %1%: priority rises while usage is under it, never falls</source>
        <translation>plancher de %1 % : la priorité monte tant que l’utilisation est en dessous, sans jamais baisser</translation>
    </message>
    <message>
        <source>ceiling of %1%: priority falls while usage is over it, never rises</source>
        <translation>plafond de %1 % : la priorité baisse tant que l’utilisation est au-dessus, sans jamais monter</translation>
    </message>
    <message>
        <source>cap of %1 (decayed usage): no job starts once usage reaches it</source>
        <translation>plafond de %1 (utilisation amortie) : aucun travail ne démarre dès que l’utilisation l’atteint</translation>
    </message>
    <message>
        <source>cap of %1% of all usage: no job starts once usage reaches it</source>
        <translation>plafond de %1 % de toute l’utilisation : aucun travail ne démarre dès que l’utilisation l’atteint</translation>
    </message>
    <message numerus="yes">
        <source>If %1 is charged nothing more, its usage is under its target after %n window roll(s), at %2. Running jobs&apos; use is counted only as far as charged now.</source>
        <translation>
            <numerusform>Si plus rien n&apos;est imputé à %1, son utilisation repasse sous sa cible après %n changement de fenêtre, le %2. Les jobs en cours ne comptent que pour ce qui est déjà imputé.</numerusform>
            <numerusform>Si plus rien n&apos;est imputé à %1, son utilisation repasse sous sa cible après %n changements de fenêtre, le %2. Les jobs en cours ne comptent que pour ce qui est déjà imputé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Back under target</source>
        <translation>De retour sous la cible</translation>
    </message>
    <message>
        <source>When the credential&apos;s usage is back under its target (or cap) if it submits nothing more: old windows lose weight by FSDECAY at each roll and leave after FSDEPTH, while the rest of the machine keeps delivering its average. Empty for no target or a floor.</source>
        <translation>Quand l&apos;utilisation de l&apos;identité repasse sous sa cible (ou son plafond) si elle ne soumet plus rien : les anciennes fenêtres perdent du poids par FSDECAY à chaque changement et sortent après FSDEPTH, tandis que le reste de la machine continue de livrer sa moyenne. Vide sans cible ou pour un plancher.</translation>
    </message>
    <message>
        <source>under now</source>
        <translation>en dessous maintenant</translation>
    </message>
    <message numerus="yes">
        <source>in %n window(s), %1</source>
        <translation>
            <numerusform>dans %n fenêtre, %1</numerusform>
            <numerusform>dans %n fenêtres, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
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
        <translation>&amp;Chercher :</translation>
    </message>
    <message>
        <source>credential name</source>
        <translation>nom de l’identité</translation>
    </message>
    <message>
        <source>&amp;Columns</source>
        <translation>&amp;Colonnes</translation>
    </message>
    <message>
        <source>What each column means</source>
        <translation>Ce que signifie chaque colonne</translation>
    </message>
    <message>
        <source>&amp;Hold still</source>
        <translation>&amp;Figer</translation>
    </message>
    <message>
        <source>Keep the table and charts as they are while the session runs on</source>
        <translation>Garder le tableau et les graphiques tels quels pendant que la session continue</translation>
    </message>
    <message>
        <source>&lt;b&gt;What if…&lt;/b&gt;</source>
        <translation>&lt;b&gt;Et si…&lt;/b&gt;</translation>
    </message>
    <message>
        <source>FS&amp;DECAY:</source>
        <translation>FS&amp;DECAY :</translation>
    </message>
    <message>
        <source>How much each older window counts: window i weighs FSDECAY^i</source>
        <translation>Combien compte chaque fenêtre plus ancienne : la fenêtre i pèse FSDECAY^i</translation>
    </message>
    <message>
        <source>FSD&amp;EPTH:</source>
        <translation>FSD&amp;EPTH :</translation>
    </message>
    <message>
        <source>How many of the stored windows count</source>
        <translation>Combien de fenêtres conservées comptent</translation>
    </message>
    <message>
        <source>&amp;Target of the selected:</source>
        <translation>&amp;Cible de la sélection :</translation>
    </message>
    <message>
        <source>e.g. 25, 10+, 5-, 30%; Return applies</source>
        <translation>p. ex. 25, 10+, 5-, 30 % ; Entrée applique</translation>
    </message>
    <message>
        <source>&amp;Back to the Configuration</source>
        <translation>&amp;Retour à la configuration</translation>
    </message>
    <message>
        <source>Fairshare usage per credential</source>
        <translation>Utilisation fairshare par identité</translation>
    </message>
    <message>
        <source>Usage against target</source>
        <translation>Utilisation face à la cible</translation>
    </message>
    <message>
        <source>Windows and decay</source>
        <translation>Fenêtres et amortissement</translation>
    </message>
    <message>
        <source>Usage by credential</source>
        <translation>Utilisation par identité</translation>
    </message>
    <message>
        <source>No fairshare report yet: start a session.</source>
        <translation>Pas encore de rapport fairshare : lancez une session.</translation>
    </message>
    <message>
        <source>No fairshare report: %1</source>
        <translation>Pas de rapport fairshare : %1</translation>
    </message>
    <message>
        <source>The fairshare report does not read: %1</source>
        <translation>Le rapport fairshare est illisible : %1</translation>
    </message>
    <message>
        <source>FSPOLICY %1 · %2 windows of %3 h · FSDECAY %4 · %5 credentials</source>
        <translation>FSPOLICY %1 · %2 fenêtres de %3 h · FSDECAY %4 · %5 identités</translation>
    </message>
    <message>
        <source>Change a parameter to see the usage and factors it would give, recomputed from the stored windows.</source>
        <translation>Modifiez un paramètre pour voir l’utilisation et les facteurs qu’il donnerait, recalculés à partir des fenêtres conservées.</translation>
    </message>
    <message>
        <source>FSDECAY %1 (configured %2)</source>
        <translation>FSDECAY %1 (configuré %2)</translation>
    </message>
    <message>
        <source>FSDEPTH %1 (configured %2)</source>
        <translation>FSDEPTH %1 (configuré %2)</translation>
    </message>
    <message>
        <source>%1 target %2</source>
        <translation>%1 cible %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Showing the configuration in force.</source>
        <translation>Affichage de la configuration en vigueur.</translation>
    </message>
    <message>
        <source>What-if: %1. The table shows the recomputed usage and factors beside the configured ones.</source>
        <translation>Simulation : %1. Le tableau montre l’utilisation et les facteurs recalculés à côté de ceux de la configuration.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a fairshare target: write N, N+, N-, N^ or N%.</source>
        <translation>« %1 » n’est pas une cible fairshare : écrivez N, N+, N-, N^ ou N%.</translation>
    </message>
    <message>
        <source>Select a credential in the table first.</source>
        <translation>Choisissez d’abord une identité dans le tableau.</translation>
    </message>
    <message>
        <source>Window 0, 1, …</source>
        <translation>Fenêtre 0, 1, …</translation>
    </message>
    <message>
        <source>Fairshare Columns</source>
        <translation>Colonnes du fairshare</translation>
    </message>
    <message>
        <source>diagnose -f at %1</source>
        <translation>diagnose -f à %1</translation>
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
        <translation> (montré en simulation)</translation>
    </message>
    <message>
        <source>FS&amp;INTERVAL (hours):</source>
        <translation>FS&amp;INTERVAL (heures) :</translation>
    </message>
    <message>
        <source>How long each fairshare window is. Usage must be bucketed again: the session&apos;s inputs are replayed under it up to now.</source>
        <translation>Durée de chaque fenêtre de fairshare. L&apos;utilisation doit être répartie à nouveau : les entrées de la session sont rejouées avec elle jusqu&apos;à maintenant.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel Replay</source>
        <translation>A&amp;nnuler la relecture</translation>
    </message>
    <message>
        <source>Replay progress</source>
        <translation>Progression de la relecture</translation>
    </message>
    <message>
        <source>&lt;b&gt;Projection&lt;/b&gt;</source>
        <translation>&lt;b&gt;Projection&lt;/b&gt;</translation>
    </message>
    <message>
        <source>After &amp;job:</source>
        <translation>Après le &amp;job :</translation>
    </message>
    <message>
        <source>job name; Return asks</source>
        <translation>nom du job ; Entrée interroge</translation>
    </message>
    <message>
        <source>The usage a job adds to its credentials if it ran now, counted in the current window</source>
        <translation>L&apos;utilisation qu&apos;un job ajoute à ses identités s&apos;il tournait maintenant, comptée dans la fenêtre courante</translation>
    </message>
    <message>
        <source>No projection: %1</source>
        <translation>Pas de projection : %1</translation>
    </message>
    <message>
        <source>FSINTERVAL and a larger FSDEPTH need a replay of the session&apos;s inputs, which only a session run in the workbench has.</source>
        <translation>FSINTERVAL et un FSDEPTH plus grand demandent de rejouer les entrées de la session, que seule une session lancée dans l&apos;atelier possède.</translation>
    </message>
    <message>
        <source>Replaying the session&apos;s inputs under FSINTERVAL %1 h and FSDEPTH %2 up to now…</source>
        <translation>Relecture des entrées de la session avec FSINTERVAL %1 h et FSDEPTH %2 jusqu&apos;à maintenant…</translation>
    </message>
    <message>
        <source>Shown: a replay of the session&apos;s inputs under FSINTERVAL %1 h and FSDEPTH %2 (commands given during the session are not replayed).</source>
        <translation>Affiché : une relecture des entrées de la session avec FSINTERVAL %1 h et FSDEPTH %2 (les commandes données pendant la session ne sont pas rejouées).</translation>
    </message>
    <message>
        <source>No replay: %1</source>
        <translation>Pas de relecture : %1</translation>
    </message>
    <message>
        <source>A replay starts in a moment.</source>
        <translation>Une relecture démarre dans un instant.</translation>
    </message>
    <message>
        <source>Asking the engine about %1…</source>
        <translation>Interrogation du moteur sur %1…</translation>
    </message>
    <message>
        <source>%1 has a floor: usage over it is no debt.</source>
        <translation>%1 a un plancher : une utilisation au-dessus n&apos;est pas une dette.</translation>
    </message>
    <message>
        <source>%1 has no target to get back under.</source>
        <translation>%1 n&apos;a pas de cible sous laquelle revenir.</translation>
    </message>
    <message>
        <source>%1 is under its target now (usage %2%).</source>
        <translation>%1 est sous sa cible maintenant (utilisation %2 %).</translation>
    </message>
    <message numerus="yes">
        <source>If %1 submits nothing more, its usage (%2% now) is back under its target after %n window roll(s), at %3.</source>
        <translation>
            <numerusform>Si %1 ne soumet plus rien, son utilisation (%2 % maintenant) repasse sous sa cible après %n changement de fenêtre, le %3.</numerusform>
            <numerusform>Si %1 ne soumet plus rien, son utilisation (%2 % maintenant) repasse sous sa cible après %n changements de fenêtre, le %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>If %1 submits nothing more, its usage (%2% now) never gets back under its target.</source>
        <translation>Si %1 ne soumet plus rien, son utilisation (%2 % maintenant) ne repasse jamais sous sa cible.</translation>
    </message>
    <message>
        <source>Name a job to see the usage it would add to each of its credentials.</source>
        <translation>Nommez un job pour voir l&apos;utilisation qu&apos;il ajouterait à chacune de ses identités.</translation>
    </message>
    <message>
        <source>%1 adds %2 (%3, its walltime at its size) to each of its credentials, counted in the current window:</source>
        <translation>%1 ajoute %2 (%3, sa durée limite à sa taille) à chacune de ses identités, compté dans la fenêtre courante :</translation>
    </message>
    <message>
        <source>%1 %2: usage %3% → %4%, FS factor %5 → %6</source>
        <translation>%1 %2 : utilisation %3 % → %4 %, facteur FS %5 → %6</translation>
    </message>
    <message>
        <source>; back under target: %1</source>
        <translation> ; de retour sous la cible : %1</translation>
    </message>
    <message>
        <source>FSINTERVAL %1 h (configured %2 h)</source>
        <translation>FSINTERVAL %1 h (configuré %2 h)</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::FairshareReplay</name>
    <message>
        <source>The replay was cancelled.</source>
        <translation>La relecture a été annulée.</translation>
    </message>
    <message>
        <source>This session has no inputs to replay here.</source>
        <translation>Cette session n&apos;a pas d&apos;entrées à rejouer ici.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::GanttView</name>
    <message>
        <source>no end</source>
        <translation>sans fin</translation>
    </message>
    <message>
        <source>Schedule of nodes over time</source>
        <translation>Planning des nœuds dans le temps</translation>
    </message>
    <message>
        <source>Jobs, job reservations and reservations on each node over time. Plus and minus zoom, 0 fits all, arrow keys pan, a click on a job shows its checkjob.</source>
        <translation>Travaux, réservations de travaux et réservations sur chaque nœud dans le temps. Plus et moins zooment, 0 affiche tout, les flèches déplacent la vue, un clic sur un travail affiche son checkjob.</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>job reservation</source>
        <translation>réservation de travail</translation>
    </message>
    <message>
        <source>Job %1 (%2)
User %3, group %4, account %5, QOS %6, class %7
%8 processors, walltime %9
From %10
To %11
On %12 (%13 processors)</source>
        <translation>Travail %1 (%2)
Utilisateur %3, groupe %4, compte %5, QOS %6, classe %7
%8 processeurs, durée limite %9
Du %10
Au %11
Sur %12 (%13 processeurs)</translation>
    </message>
    <message>
        <source>Backfill window on %1: %2 processors free until %3</source>
        <translation>Fenêtre de backfill sur %1 : %2 processeurs libres jusqu’au %3</translation>
    </message>
    <message>
        <source>Access: not known yet</source>
        <translation>Accès : pas encore connu</translation>
    </message>
    <message>
        <source>Access: no job (a system reservation)</source>
        <translation>Accès : aucun job (une réservation système)</translation>
    </message>
    <message>
        <source>Access: %1</source>
        <translation>Accès : %1</translation>
    </message>
    <message>
        <source>Reservation %1
From %2
To %3
On %4 (%5 processors)
%6</source>
        <translation>Réservation %1
De %2
À %3
Sur %4 (%5 processeurs)
%6</translation>
    </message>
    <message>
        <source>Backfill window on %1: %2 processors free, with no time limit</source>
        <translation>Fenêtre de backfill sur %1 : %2 processeurs libres, sans limite de temps</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ImpactList</name>
    <message>
        <source>Impact on the queue</source>
        <translation>Effet sur la file d&apos;attente</translation>
    </message>
    <message>
        <source>Jobs whose start the change moves</source>
        <translation>Travaux dont la modification déplace le début</translation>
    </message>
    <message>
        <source>Delays by user and by account</source>
        <translation>Retards par utilisateur et par compte</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Start before</source>
        <translation>Début avant</translation>
    </message>
    <message>
        <source>Start after</source>
        <translation>Début après</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Retard</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Jobs delayed</source>
        <translation>Travaux retardés</translation>
    </message>
    <message>
        <source>Longest delay</source>
        <translation>Plus long retard</translation>
    </message>
    <message>
        <source>Total delay</source>
        <translation>Retard total</translation>
    </message>
    <message>
        <source>No session: the impact is planned on a running session&apos;s queue.</source>
        <translation>Aucune session : l&apos;effet se planifie sur la file d&apos;une session en cours.</translation>
    </message>
    <message>
        <source>Planning the queue with the change...</source>
        <translation>Planification de la file avec la modification...</translation>
    </message>
    <message>
        <source>Drag a standing reservation to see who waits longer before it is changed.</source>
        <translation>Faites glisser une réservation permanente pour voir qui attend plus longtemps avant de la modifier.</translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Pas de plan : %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <source>never runs</source>
        <translation>ne s&apos;exécute jamais</translation>
    </message>
    <message>
        <source>earlier by %1</source>
        <translation>plus tôt de %1</translation>
    </message>
    <message>
        <source>By user</source>
        <translation>Par utilisateur</translation>
    </message>
    <message>
        <source>By account</source>
        <translation>Par compte</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) delayed, longest %1, in total %2</source>
        <translation>
            <numerusform>%n travail retardé, au plus %1, au total %2</numerusform>
            <numerusform>%n travaux retardés, au plus %1, au total %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 node-hours moved</source>
        <translation>%1 heures-nœuds déplacées</translation>
    </message>
    <message numerus="yes">
        <source>%n running job(s) still running when a new reservation starts on their nodes</source>
        <translation>
            <numerusform>%n travail en cours tourne encore quand une nouvelle réservation commence sur ses nœuds</numerusform>
            <numerusform>%n travaux en cours tournent encore quand une nouvelle réservation commence sur leurs nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) that could run before could never run after</source>
        <translation>
            <numerusform>%n travail qui pouvait s&apos;exécuter avant ne le pourrait plus jamais après</numerusform>
            <numerusform>%n travaux qui pouvaient s&apos;exécuter avant ne le pourraient plus jamais après</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) start earlier</source>
        <translation>
            <numerusform>%n travail commence plus tôt</numerusform>
            <numerusform>%n travaux commencent plus tôt</numerusform>
        </translation>
    </message>
    <message>
        <source>not carried out: %1: %2</source>
        <translation>non effectué : %1 : %2</translation>
    </message>
    <message>
        <source>Delayed</source>
        <translation>Retardés</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Plus long</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>The user or account</source>
        <translation>L&apos;utilisateur ou le compte</translation>
    </message>
    <message>
        <source>d MMM HH:mm</source>
        <translation>d MMM HH:mm</translation>
    </message>
    <message>
        <source>%1 until %2 (%3 from %4)</source>
        <translation>%1 jusqu&apos;à %2 (%3 à partir de %4)</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>They keep running to their walltime limit and overlap the reservation, as Moab allows: %1</source>
        <translation>Ils continuent jusqu&apos;à leur limite de durée et chevauchent la réservation, comme Moab le permet : %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ImpactPane</name>
    <message>
        <source>Any partition</source>
        <translation>Toute partition</translation>
    </message>
    <message>
        <source>Draw a rectangle over nodes and time (Plan reservation), or fill in the form, to see which jobs would wait longer.</source>
        <translation>Tracez un rectangle sur des nœuds et une durée (Planifier une réservation), ou remplissez le formulaire, pour voir quels jobs attendraient plus longtemps.</translation>
    </message>
    <message>
        <source>Planning the queue with this reservation…</source>
        <translation>Planification de la file avec cette réservation…</translation>
    </message>
    <message>
        <source>The impact could not be planned: %1</source>
        <translation>L’impact n’a pas pu être planifié : %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) delayed</source>
        <translation>
            <numerusform>%n job retardé</numerusform>
            <numerusform>%n jobs retardés</numerusform>
        </translation>
    </message>
    <message>
        <source> (longest %1, total %2)</source>
        <translation> (le plus long %1, total %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) could no longer run</source>
        <translation>
            <numerusform>%n job ne pourrait plus s’exécuter</numerusform>
            <numerusform>%n jobs ne pourraient plus s’exécuter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) start earlier</source>
        <translation>
            <numerusform>%n job démarre plus tôt</numerusform>
            <numerusform>%n jobs démarrent plus tôt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 node-hours moved</source>
        <translation>%1 nœuds-heures déplacés</translation>
    </message>
    <message>
        <source>Not placed: %1</source>
        <translation>Non placée : %1</translation>
    </message>
    <message>
        <source>never runs</source>
        <translation>ne s’exécute jamais</translation>
    </message>
    <message>
        <source>now runs</source>
        <translation>s’exécute désormais</translation>
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
            <numerusform>%1 (%2) : %n nœud de %3 à %4 ; accès %5</numerusform>
            <numerusform>%1 (%2) : %n nœuds de %3 à %4 ; accès %5</numerusform>
        </translation>
    </message>
    <message>
        <source>no end</source>
        <translation>sans fin</translation>
    </message>
    <message>
        <source>none (a system reservation)</source>
        <translation>aucun (une réservation système)</translation>
    </message>
    <message>
        <source>Released: %1</source>
        <translation>Libérée : %1</translation>
    </message>
    <message>
        <source>Not placed (%1): %2</source>
        <translation>Non placée (%1) : %2</translation>
    </message>
    <message>
        <source>Running jobs past the reservation&apos;s start keep running to their walltime limit (they overlap the reservation, as Moab allows):</source>
        <translation>Les jobs en cours au-delà du début de la réservation continuent jusqu’à leur limite de walltime (ils chevauchent la réservation, comme Moab le permet) :</translation>
    </message>
    <message>
        <source>  %1 until %2 (%3 starts %4)</source>
        <translation>  %1 jusqu’à %2 (%3 commence %4)</translation>
    </message>
    <message numerus="yes">
        <source>User %1: %n job(s) delayed, longest %2, total %3</source>
        <translation>
            <numerusform>Utilisateur %1 : %n job retardé, le plus long %2, total %3</numerusform>
            <numerusform>Utilisateur %1 : %n jobs retardés, le plus long %2, total %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Account %1: %n job(s) delayed, longest %2, total %3</source>
        <translation>
            <numerusform>Compte %1 : %n job retardé, le plus long %2, total %3</numerusform>
            <numerusform>Compte %1 : %n jobs retardés, le plus long %2, total %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan a reservation</source>
        <translation>Planifier une réservation</translation>
    </message>
    <message>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition :</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>&amp;Nœuds :</translation>
    </message>
    <message>
        <source>&amp;Starts in (hours):</source>
        <translation>&amp;Commence dans (heures) :</translation>
    </message>
    <message>
        <source>&amp;Duration (hours):</source>
        <translation>&amp;Durée (heures) :</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Start before</source>
        <translation>Début avant</translation>
    </message>
    <message>
        <source>Start after</source>
        <translation>Début après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Changement</translation>
    </message>
    <message>
        <source>The same as a command:</source>
        <translation>La même chose en commande :</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Name, access, flags…</source>
        <translation>Nom, accès, options…</translation>
    </message>
    <message>
        <source>Make it (Enter)</source>
        <translation>La créer (Entrée)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <source>Impact of the planned reservation</source>
        <translation>Impact de la réservation planifiée</translation>
    </message>
    <message>
        <source>Jobs whose start changes</source>
        <translation>Jobs dont le début change</translation>
    </message>
    <message>
        <source>Equivalent setres command</source>
        <translation>Commande setres équivalente</translation>
    </message>
    <message>
        <source>d MMM HH:mm</source>
        <translation>d MMM HH:mm</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ImportSummary</name>
    <message>
        <source>first at line %L1</source>
        <translation>d&apos;abord à la ligne %L1</translation>
    </message>
    <message>
        <source>Import report</source>
        <translation>Rapport d&apos;import</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importé</translation>
    </message>
    <message>
        <source>%L1 of %L2 job records imported, %L3 skipped.</source>
        <translation>%L1 enregistrements de travaux sur %L2 importés, %L3 ignorés.</translation>
    </message>
    <message>
        <source>malformed record (wrong number of fields, or a field that is not a number)</source>
        <translation>enregistrement mal formé (mauvais nombre de champs, ou un champ qui n&apos;est pas un nombre)</translation>
    </message>
    <message>
        <source>run time of zero or less: nothing to replay</source>
        <translation>durée d&apos;exécution nulle ou négative : rien à rejouer</translation>
    </message>
    <message>
        <source>no processors requested or allocated</source>
        <translation>aucun processeur demandé ni alloué</translation>
    </message>
    <message>
        <source>submit time before the start of the log</source>
        <translation>soumission avant le début du journal</translation>
    </message>
    <message>
        <source>more processors than the machine has: could never run</source>
        <translation>plus de processeurs que la machine n&apos;en a : ne pourrait jamais s&apos;exécuter</translation>
    </message>
    <message>
        <source>no requested time, and no estimate rule</source>
        <translation>aucune durée demandée, et aucune règle d&apos;estimation</translation>
    </message>
    <message>
        <source>ran longer than its requested time: stopped at its limit</source>
        <translation>a duré plus que la durée demandée : arrêté à sa limite</translation>
    </message>
    <message>
        <source>allocated processors unknown: the request is used</source>
        <translation>processeurs alloués inconnus : la demande est utilisée</translation>
    </message>
    <message>
        <source>allocated and requested processors differ: the request is used</source>
        <translation>processeurs alloués et demandés différents : la demande est utilisée</translation>
    </message>
    <message>
        <source>no requested time: the estimate rule gave the limit</source>
        <translation>aucune durée demandée : la règle d&apos;estimation a donné la limite</translation>
    </message>
    <message>
        <source>a field with a fraction: rounded to a whole number</source>
        <translation>un champ avec une fraction : arrondi à un entier</translation>
    </message>
    <message>
        <source>a partition the cluster lacks: any partition is used</source>
        <translation>une partition absente du cluster : toute partition est utilisée</translation>
    </message>
    <message>
        <source>none: jobs without a requested time are skipped</source>
        <translation>aucune : les travaux sans durée demandée sont ignorés</translation>
    </message>
    <message>
        <source>each job&apos;s own run time (a perfect estimate)</source>
        <translation>la durée d&apos;exécution de chaque travail (une estimation parfaite)</translation>
    </message>
    <message>
        <source>a fixed limit of %1 for every such job</source>
        <translation>une limite fixe de %1 pour chacun de ces travaux</translation>
    </message>
    <message>
        <source>The log could not be read: %1</source>
        <translation>Le journal n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>Job records read: %L1, from %2.</source>
        <translation>Enregistrements lus : %L1, depuis %2.</translation>
    </message>
    <message>
        <source>Passed over unexamined (the first records): %L1.</source>
        <translation>Passés sans examen (les premiers enregistrements) : %L1.</translation>
    </message>
    <message>
        <source>Jobs imported: %L1.</source>
        <translation>Travaux importés : %L1.</translation>
    </message>
    <message>
        <source>The rest of the file was not read: the chosen number of jobs was reached.</source>
        <translation>Le reste du fichier n&apos;a pas été lu : le nombre de travaux choisi était atteint.</translation>
    </message>
    <message>
        <source>Records skipped: none.</source>
        <translation>Enregistrements ignorés : aucun.</translation>
    </message>
    <message>
        <source>Records skipped: %L1, because of:</source>
        <translation>Enregistrements ignorés : %L1, pour cause de :</translation>
    </message>
    <message>
        <source>Imported with an adjustment:</source>
        <translation>Importés avec un ajustement :</translation>
    </message>
    <message>
        <source>The machine: %L1 processors (from %2); larger jobs are skipped.</source>
        <translation>La machine : %L1 processeurs (d&apos;après %2) ; les travaux plus grands sont ignorés.</translation>
    </message>
    <message>
        <source>Memory rule: no job requests memory.</source>
        <translation>Règle mémoire : aucun travail ne demande de mémoire.</translation>
    </message>
    <message>
        <source>Memory rule: jobs that request memory: %L1; the nodes state theirs, so the requests constrain placement.</source>
        <translation>Règle mémoire : travaux qui demandent de la mémoire : %L1 ; les nœuds indiquent la leur, donc les demandes contraignent le placement.</translation>
    </message>
    <message>
        <source>Memory rule: jobs that request memory: %L1, but the machine states no node memory: the requests are left out and do not constrain placement.</source>
        <translation>Règle mémoire : travaux qui demandent de la mémoire : %L1, mais la machine n&apos;indique aucune mémoire de nœud : les demandes sont ignorées et ne contraignent pas le placement.</translation>
    </message>
    <message>
        <source>Header lines with a value that is not a number: %L1 (first at line %L2).</source>
        <translation>Lignes d&apos;en-tête dont la valeur n&apos;est pas un nombre : %L1 (d&apos;abord à la ligne %L2).</translation>
    </message>
    <message>
        <source>Walltime estimates: %L1 of the imported jobs had no requested time and got one by the rule: %2.</source>
        <translation>Estimations de durée : %L1 des tâches importées n&apos;avaient pas de durée demandée et en ont reçu une selon la règle : %2.</translation>
    </message>
    <message>
        <source>Walltime estimates: none needed, every imported job states its requested time (a job without one would be skipped).</source>
        <translation>Estimations de durée : aucune n&apos;est nécessaire, chaque travail importé indique sa durée demandée (un travail sans durée demandée serait ignoré).</translation>
    </message>
    <message>
        <source>Walltime estimates: none needed, every imported job states its requested time (a job without one would get its own run time as its limit).</source>
        <translation>Estimations de durée : aucune n&apos;est nécessaire, chaque travail importé indique sa durée demandée (un travail sans durée demandée recevrait sa propre durée d&apos;exécution comme limite).</translation>
    </message>
    <message>
        <source>Walltime estimates: none needed, every imported job states its requested time (a job without one would get a fixed limit of %1).</source>
        <translation>Estimations de durée : aucune n&apos;est nécessaire, chaque travail importé indique sa durée demandée (un travail sans durée demandée recevrait une limite fixe de %1).</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::InputFindingsDialog</name>
    <message>
        <source>Line %1, column %2: %3: %4</source>
        <translation>Ligne %1, colonne %2 : %3 : %4</translation>
    </message>
    <message>
        <source>Line %1: %2: %3</source>
        <translation>Ligne %1 : %2 : %3</translation>
    </message>
    <message>
        <source>(did you mean %1?)</source>
        <translation>(vouliez-vous dire %1 ?)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <source>Click to open the configuration at line %1</source>
        <translation>Cliquer pour ouvrir la configuration à la ligne %1</translation>
    </message>
    <message>
        <source>Click a finding to open the configuration at its line.</source>
        <translation>Cliquez sur un constat pour ouvrir la configuration à sa ligne.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::IntroBanner</name>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Hide this explanation (Help &gt; What You Are Looking At shows it again)</source>
        <translation>Masquer cette explication (Aide &gt; Ce que vous voyez la montre à nouveau)</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::JobActions</name>
    <message>
        <source>System priority</source>
        <translation>Priorité système</translation>
    </message>
    <message>
        <source>System priority of job %1 (it replaces the computed one):</source>
        <translation>Priorité système du job %1 (elle remplace la priorité calculée) :</translation>
    </message>
    <message>
        <source>Job command refused</source>
        <translation>Commande de job refusée</translation>
    </message>
    <message>
        <source>&amp;Job</source>
        <translation>&amp;Job</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Retenir</translation>
    </message>
    <message>
        <source>Keep the selected job out of scheduling (sethold)</source>
        <translation>Tenir le job choisi hors de l&apos;ordonnancement (sethold)</translation>
    </message>
    <message>
        <source>&amp;Release Hold</source>
        <translation>&amp;Libérer</translation>
    </message>
    <message>
        <source>Let the selected job be scheduled again (releasehold)</source>
        <translation>Laisser le job choisi être ordonnancé à nouveau (releasehold)</translation>
    </message>
    <message>
        <source>Set System &amp;Priority...</source>
        <translation>Fixer la &amp;priorité système...</translation>
    </message>
    <message>
        <source>Fix the selected job&apos;s priority (setspri)</source>
        <translation>Fixer la priorité du job choisi (setspri)</translation>
    </message>
    <message>
        <source>C&amp;lear System Priority</source>
        <translation>&amp;Effacer la priorité système</translation>
    </message>
    <message>
        <source>&amp;Cancel Job</source>
        <translation>&amp;Annuler le job</translation>
    </message>
    <message>
        <source>Remove the selected job, waiting or running (canceljob)</source>
        <translation>Retirer le job choisi, en attente ou en cours (canceljob)</translation>
    </message>
    <message>
        <source>%1: done</source>
        <translation>%1 : fait</translation>
    </message>
    <message>
        <source>%1: refused</source>
        <translation>%1 : refusé</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::LimitsModel</name>
    <message>
        <source>SYSTEM</source>
        <translation>SYSTÈME</translation>
    </message>
    <message>
        <source>%1 in use of %2 (soft %3): %4 left</source>
        <translation>%1 utilisés sur %2 (souple %3) : %4 restants</translation>
    </message>
    <message>
        <source>no single usage to measure</source>
        <translation>pas d’utilisation unique à mesurer</translation>
    </message>
    <message>
        <source>at the hard limit</source>
        <translation>à la limite dure</translation>
    </message>
    <message>
        <source>at the soft limit</source>
        <translation>à la limite souple</translation>
    </message>
    <message>
        <source>for credentials without their own</source>
        <translation>pour les identités sans limite propre</translation>
    </message>
    <message>
        <source>under</source>
        <translation>en dessous</translation>
    </message>
    <message>
        <source>Credential</source>
        <translation>Identité</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Soft</source>
        <translation>Souple</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Dure</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Utilisé</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Whose limit: a user, group, account, QOS or class, DEFAULT (every one of that kind without its own) or SYSTEM (the whole machine).</source>
        <translation>À qui est la limite : utilisateur, groupe, compte, QOS ou classe, DEFAULT (chacun de ce type sans limite propre) ou SYSTÈME (toute la machine).</translation>
    </message>
    <message>
        <source>MAXJOB running jobs, MAXPROC processors, MAXNODE nodes, MAXPS processor-seconds left, MAXPE processor equivalents, MAXWC walltime left, MAXMEM memory (MB); MAXI* the same for idle jobs; OMAX* a QOS override; [KIND] per credential within this one.</source>
        <translation>MAXJOB travaux en cours, MAXPROC processeurs, MAXNODE nœuds, MAXPS processeurs-secondes restants, MAXPE équivalents processeur, MAXWC durée restante, MAXMEM mémoire (Mo) ; MAXI* la même chose pour les travaux en attente ; OMAX* une surcharge de QOS ; [TYPE] par identité au sein de celle-ci.</translation>
    </message>
    <message>
        <source>Jobs start up to the soft limit first; past it only when resources are left over.</source>
        <translation>Les travaux démarrent d’abord jusqu’à la limite souple ; au-delà seulement s’il reste des ressources.</translation>
    </message>
    <message>
        <source>No job starts past the hard limit.</source>
        <translation>Aucun travail ne démarre au-delà de la limite dure.</translation>
    </message>
    <message>
        <source>What the running jobs hold now, in the limit&apos;s unit.</source>
        <translation>Ce que les travaux en cours occupent maintenant, dans l’unité de la limite.</translation>
    </message>
    <message>
        <source>The hard limit minus what is in use: how much more may start. The bar marks the soft limit.</source>
        <translation>La limite dure moins ce qui est utilisé : combien peut encore démarrer. Le trait marque la limite souple.</translation>
    </message>
    <message>
        <source>Whether the credential is at its soft or hard limit.</source>
        <translation>Si l’identité est à sa limite souple ou dure.</translation>
    </message>
    <message numerus="yes">
        <source>QOS %1 %2 %3 (%n job(s))</source>
        <translation>
            <numerusform>QOS %1 %2 %3 (%n job)</numerusform>
            <numerusform>QOS %1 %2 %3 (%n jobs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Its own limit is %1, but jobs under a QOS override are measured against the override instead: %2. Its other jobs may not start until usage drops under %1.</source>
        <translation>Sa propre limite est %1, mais les jobs sous une dérogation de QOS sont mesurés par rapport à la dérogation : %2. Ses autres jobs ne démarrent pas avant que l&apos;utilisation repasse sous %1.</translation>
    </message>
    <message>
        <source>over the hard limit under %1</source>
        <translation>au-dessus de la limite dure sous %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::MainWindow</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The configuration has unsaved changes. Save them before closing?</source>
        <translation>La configuration contient des modifications non enregistrées. Les enregistrer avant de fermer ?</translation>
    </message>
    <message>
        <source>About Outrigger</source>
        <translation>À propos d&apos;Outrigger</translation>
    </message>
    <message>
        <source>Outrigger %1
A workbench for a Maui-style batch scheduler.</source>
        <translation>Outrigger %1
Un atelier pour un ordonnanceur de lots de type Maui.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Add Parameter...</source>
        <translation>&amp;Ajouter un paramètre...</translation>
    </message>
    <message>
        <source>&amp;About Outrigger</source>
        <translation>À &amp;propos d&apos;Outrigger</translation>
    </message>
    <message>
        <source>Changes apply immediately</source>
        <translation>Les changements s&apos;appliquent immédiatement</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>%1[*] - Outrigger</source>
        <translation>%1[*] - Outrigger</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Ouverture impossible</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Demo configuration</source>
        <translation>Configuration de démonstration</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Open Configuration</source>
        <translation>Ouvrir une configuration</translation>
    </message>
    <message>
        <source>Maui configuration (*.cfg);;All files (*)</source>
        <translation>Configuration Maui (*.cfg);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Configuration</source>
        <translation>Enregistrer la configuration</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Add Parameter</source>
        <translation>Ajouter un paramètre</translation>
    </message>
    <message>
        <source>Index of %1:</source>
        <translation>Index de %1 :</translation>
    </message>
    <message>
        <source>Attribute (NAME=VALUE):</source>
        <translation>Attribut (NOM=VALEUR) :</translation>
    </message>
    <message>
        <source>Value of %1:</source>
        <translation>Valeur de %1 :</translation>
    </message>
    <message>
        <source>Each job&apos;s own run time</source>
        <translation>La durée d’exécution de chaque travail</translation>
    </message>
    <message>
        <source>A fixed duration</source>
        <translation>Une durée fixe</translation>
    </message>
    <message>
        <source>Walltime estimate</source>
        <translation>Estimation de la durée limite</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) in this log give no requested time. Estimate it as:</source>
        <translation>
            <numerusform>%n travail de ce journal ne donne pas de durée demandée. L’estimer comme :</numerusform>
            <numerusform>%n travaux de ce journal ne donnent pas de durée demandée. L’estimer comme :</numerusform>
        </translation>
    </message>
    <message>
        <source>Duration ([[DD:]HH:]MM:SS):</source>
        <translation>Durée ([[JJ:]HH:]MM:SS) :</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a duration greater than zero.</source>
        <translation>« %1 » n’est pas une durée supérieure à zéro.</translation>
    </message>
    <message>
        <source>&amp;Open Configuration...</source>
        <translation>&amp;Ouvrir une configuration...</translation>
    </message>
    <message>
        <source>Open &amp;Demo</source>
        <translation>Ouvrir la &amp;démonstration</translation>
    </message>
    <message>
        <source>Open &amp;Workload...</source>
        <translation>Ouvrir une &amp;charge de travail...</translation>
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
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Step One Iteration</source>
        <translation>Avancer d’une &amp;itération</translation>
    </message>
    <message>
        <source>Step one scheduling iteration</source>
        <translation>Avancer d’une itération d’ordonnancement</translation>
    </message>
    <message>
        <source>&amp;Restart With the Open Configuration</source>
        <translation>&amp;Redémarrer avec la configuration ouverte</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <source>Simulated seconds per second</source>
        <translation>Secondes simulées par seconde</translation>
    </message>
    <message>
        <source>Simulation speed</source>
        <translation>Vitesse de la simulation</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Planning</translation>
    </message>
    <message>
        <source>Cannot open workload</source>
        <translation>Impossible d’ouvrir la charge de travail</translation>
    </message>
    <message>
        <source>Cannot start the simulation</source>
        <translation>Impossible de démarrer la simulation</translation>
    </message>
    <message>
        <source>Open Workload</source>
        <translation>Ouvrir une charge de travail</translation>
    </message>
    <message>
        <source>Standard Workload Format (*.swf *.swf.gz);;All files (*)</source>
        <translation>Standard Workload Format (*.swf *.swf.gz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Node memory</source>
        <translation>Mémoire des nœuds</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) in this log request memory, but the log does not state the nodes&apos; memory. Node memory in MB (Cancel: memory does not constrain this replay):</source>
        <translation>
            <numerusform>%n job de ce journal demande de la mémoire, mais le journal n&apos;indique pas la mémoire des nœuds. Mémoire par nœud en Mo (Annuler : la mémoire ne contraint pas cette relecture) :</numerusform>
            <numerusform>%n jobs de ce journal demandent de la mémoire, mais le journal n&apos;indique pas la mémoire des nœuds. Mémoire par nœud en Mo (Annuler : la mémoire ne contraint pas cette relecture) :</numerusform>
        </translation>
    </message>
    <message>
        <source>Session &amp;Notes</source>
        <translation>&amp;Notes de session</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) on these inputs: View &gt; Session Notes</source>
        <translation>
            <numerusform>%n note sur ces entrées : Affichage &gt; Notes de session</numerusform>
            <numerusform>%n notes sur ces entrées : Affichage &gt; Notes de session</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes on the session&apos;s inputs</source>
        <translation>Notes sur les entrées de la session</translation>
    </message>
    <message>
        <source>Show checkjob</source>
        <translation>Afficher checkjob</translation>
    </message>
    <message>
        <source>No job %1 in this session</source>
        <translation>Aucun travail %1 dans cette session</translation>
    </message>
    <message>
        <source>&amp;What You Are Looking At</source>
        <translation>&amp;Ce que vous voyez</translation>
    </message>
    <message>
        <source>Job:</source>
        <translation>Travail :</translation>
    </message>
    <message>
        <source>Find a job</source>
        <translation>Chercher un travail</translation>
    </message>
    <message>
        <source>A job&apos;s name: Return selects it in every panel and shows its checkjob</source>
        <translation>Le nom d&apos;un travail : Entrée le sélectionne dans chaque panneau et montre son checkjob</translation>
    </message>
    <message>
        <source>%1  |  %L2 running, %L3 idle, %L4 blocked, %L5 done  |  %6  |  iteration %7</source>
        <translation>%1  |  %L2 en cours, %L3 en attente, %L4 bloqués, %L5 terminés  |  %6  |  itération %7</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>File d&apos;attente</translation>
    </message>
    <message>
        <source>1 error: fix it to run.</source>
        <translation>1 erreur : corrigez-la pour lancer.</translation>
    </message>
    <message>
        <source>%L1 errors: fix them to run.</source>
        <translation>%L1 erreurs : corrigez-les pour lancer.</translation>
    </message>
    <message>
        <source>%1[*] replaying %2 - Outrigger</source>
        <translation>%1[*] rejoue %2 - Outrigger</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Redémarrer</translation>
    </message>
    <message>
        <source>Discard the run so far and start again with the open configuration?</source>
        <translation>Abandonner l&apos;exécution en cours et recommencer avec la configuration ouverte ?</translation>
    </message>
    <message>
        <source>Open &amp;Inputs...</source>
        <translation>Ouvrir des &amp;entrées...</translation>
    </message>
    <message>
        <source>One&apos;s own configuration, cluster file and workload, chosen together</source>
        <translation>Sa propre configuration, son fichier de cluster et sa charge, choisis ensemble</translation>
    </message>
    <message>
        <source>&amp;Input Check</source>
        <translation>&amp;Vérification des entrées</translation>
    </message>
    <message>
        <source>Cannot read the cluster file %1: %2</source>
        <translation>Impossible de lire le fichier de cluster %1 : %2</translation>
    </message>
    <message>
        <source>Input check</source>
        <translation>Vérification des entrées</translation>
    </message>
    <message>
        <source>Configuration, cluster and workload fit each other.</source>
        <translation>Configuration, cluster et charge s&apos;accordent.</translation>
    </message>
    <message>
        <source>Configuration, cluster and workload do not fit each other everywhere (findings: %L1).</source>
        <translation>Configuration, cluster et charge ne s&apos;accordent pas partout (constats : %L1).</translation>
    </message>
    <message>
        <source>Findings on how the inputs fit each other: %L1 (View &gt; Input Check)</source>
        <translation>Constats sur l&apos;accord des entrées : %L1 (Affichage &gt; Vérification des entrées)</translation>
    </message>
    <message>
        <source>Standing reservations</source>
        <translation>Réservations permanentes</translation>
    </message>
    <message>
        <source>Fairshare</source>
        <translation>Fairshare</translation>
    </message>
    <message>
        <source>Throttling</source>
        <translation>Limitation</translation>
    </message>
    <message>
        <source>Connect to Service</source>
        <translation>Se connecter au service</translation>
    </message>
    <message>
        <source>Socket of the outriggerd to follow:</source>
        <translation>Socket de l&apos;outriggerd à suivre :</translation>
    </message>
    <message>
        <source>&amp;Connect to Service...</source>
        <translation>Se &amp;connecter au service...</translation>
    </message>
    <message>
        <source>Service: %1</source>
        <translation>Service : %1</translation>
    </message>
    <message>
        <source>Service not connected: %1</source>
        <translation>Service non connecté : %1</translation>
    </message>
    <message>
        <source>demo maui.cfg</source>
        <translation>maui.cfg de démonstration</translation>
    </message>
    <message>
        <source>the open configuration as edited</source>
        <translation>la configuration ouverte telle que modifiée</translation>
    </message>
    <message>
        <source>the open configuration with the proposed weights</source>
        <translation>la configuration ouverte avec les poids proposés</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>Scénarios</translation>
    </message>
    <message>
        <source>The service at %1 did not show its configuration (%2). Shown is the open file; Apply to Service sends the edits made since connecting.</source>
        <translation>Le service sur %1 n’a pas montré sa configuration (%2). Le fichier ouvert est affiché ; « Appliquer au service » envoie les modifications faites depuis la connexion.</translation>
    </message>
    <message>
        <source>Reading the configuration in force from the service at %1...</source>
        <translation>Lecture de la configuration en vigueur auprès du service sur %1...</translation>
    </message>
    <message>
        <source>%1 in force in the service</source>
        <translation>%1 en vigueur dans le service</translation>
    </message>
    <message>
        <source>The service&apos;s configuration in force: %1 of the service at %2. Edits go to the service with Apply to Service.</source>
        <translation>La configuration en vigueur dans le service : %1 du service sur %2. Les modifications lui sont envoyées par « Appliquer au service ».</translation>
    </message>
    <message>
        <source>Service not connected</source>
        <translation>Service non connecté</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::OpenInputsDialog</name>
    <message>
        <source>Browse...</source>
        <translation>Parcourir...</translation>
    </message>
    <message>
        <source>The configuration open now</source>
        <translation>La configuration ouverte</translation>
    </message>
    <message>
        <source>A maui.cfg:</source>
        <translation>Un maui.cfg :</translation>
    </message>
    <message>
        <source>The demo&apos;s cluster (64 nodes in two partitions)</source>
        <translation>Le cluster de la démo (64 nœuds en deux partitions)</translation>
    </message>
    <message>
        <source>A cluster file (NODECFG lines):</source>
        <translation>Un fichier de cluster (lignes NODECFG) :</translation>
    </message>
    <message>
        <source>The demo&apos;s workload (generated; sized to the cluster)</source>
        <translation>La charge de la démo (générée ; à la taille du cluster)</translation>
    </message>
    <message>
        <source>A workload log (SWF):</source>
        <translation>Un journal de charge (SWF) :</translation>
    </message>
    <message>
        <source>Open Inputs</source>
        <translation>Ouvrir des entrées</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécuter</translation>
    </message>
    <message>
        <source>Choose what to run. Each part left to the demo&apos;s is taken from it; the inputs are checked against each other before the run starts.</source>
        <translation>Choisissez ce qui doit s&apos;exécuter. Chaque partie laissée à la démo est prise dans celle-ci ; les entrées sont vérifiées les unes par rapport aux autres avant le démarrage.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Maui configuration (*.cfg);;All files (*)</source>
        <translation>Configuration Maui (*.cfg);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Cluster file (*.cfg);;All files (*)</source>
        <translation>Fichier de cluster (*.cfg);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Standard Workload Format (*.swf *.swf.gz);;All files (*)</source>
        <translation>Standard Workload Format (*.swf *.swf.gz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>Choose the configuration file.</source>
        <translation>Choisissez le fichier de configuration.</translation>
    </message>
    <message>
        <source>Choose the cluster file.</source>
        <translation>Choisissez le fichier de cluster.</translation>
    </message>
    <message>
        <source>Choose the workload file.</source>
        <translation>Choisissez le fichier de charge.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ParameterPicker</name>
    <message>
        <source>Add Parameter</source>
        <translation>Ajouter un paramètre</translation>
    </message>
    <message>
        <source>Part of a name or of a description</source>
        <translation>Partie d&apos;un nom ou d&apos;une description</translation>
    </message>
    <message>
        <source>%1 (already set)</source>
        <translation>%1 (déjà défini)</translation>
    </message>
    <message>
        <source>Choose a parameter to see what it does.</source>
        <translation>Choisissez un paramètre pour voir ce qu&apos;il fait.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::PriorityModel</name>
    <message>
        <source>reserved %1</source>
        <translation>réservé %1</translation>
    </message>
    <message>
        <source>fits now</source>
        <translation>tient maintenant</translation>
    </message>
    <message>
        <source>Places gained since the last weight change</source>
        <translation>Places gagnées depuis le dernier changement de poids</translation>
    </message>
    <message>
        <source>Among the first jobs in priority order whose processors fit the free processors</source>
        <translation>Parmi les premiers travaux dans l’ordre de priorité dont les processeurs tiennent dans les processeurs libres</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Procs</source>
        <translation>Processeurs</translation>
    </message>
    <message>
        <source>Walltime</source>
        <translation>Durée limite</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Attente</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Ensuite</translation>
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
        <translation>Enregistrer le préréglage</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>Nom du préréglage :</translation>
    </message>
    <message>
        <source>Job %1 is not waiting</source>
        <translation>Le travail %1 n’est pas en attente</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>Travail %1</translation>
    </message>
    <message>
        <source>Computed %1</source>
        <translation>Calculée %1</translation>
    </message>
    <message>
        <source>Ineligible: negative priority</source>
        <translation>Inéligible : priorité négative</translation>
    </message>
    <message>
        <source>Load preset %1</source>
        <translation>Charger le préréglage %1</translation>
    </message>
    <message>
        <source>Reset weights to the configuration</source>
        <translation>Rétablir les poids de la configuration</translation>
    </message>
    <message>
        <source>Apply priority weights</source>
        <translation>Appliquer les poids de priorité</translation>
    </message>
    <message>
        <source>Compare Rankings</source>
        <translation>Comparer les classements</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>Current rank</source>
        <translation>Rang actuel</translation>
    </message>
    <message>
        <source>Proposed rank</source>
        <translation>Rang proposé</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>The first 50 jobs under the proposed weights, with their rank under the configuration&apos;s weights.</source>
        <translation>Les 50 premiers travaux avec les poids proposés, avec leur rang selon les poids de la configuration.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undo the last weight change</source>
        <translation>Annuler le dernier changement de poids</translation>
    </message>
    <message>
        <source>Redo the weight change</source>
        <translation>Rétablir le changement de poids</translation>
    </message>
    <message>
        <source>Logarithmic sliders</source>
        <translation>Curseurs logarithmiques</translation>
    </message>
    <message>
        <source>Subcomponents and caps</source>
        <translation>Sous-composantes et plafonds</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Charger</translation>
    </message>
    <message>
        <source>Save...</source>
        <translation>Enregistrer...</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Reset to config</source>
        <translation>Rétablir la configuration</translation>
    </message>
    <message>
        <source>Apply to config</source>
        <translation>Appliquer à la configuration</translation>
    </message>
    <message>
        <source>Write the changed weights into the open maui.cfg (undoable)</source>
        <translation>Écrire les poids modifiés dans le maui.cfg ouvert (annulable)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filtre :</translation>
    </message>
    <message>
        <source>Text in the chosen column</source>
        <translation>Texte dans la colonne choisie</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Facteur</translation>
    </message>
    <message>
        <source>Raw</source>
        <translation>Valeur brute</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Plafond</translation>
    </message>
    <message>
        <source>Contribution</source>
        <translation>Contribution</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Pourcentage</translation>
    </message>
    <message>
        <source>Idle jobs by priority</source>
        <translation>Travaux en attente par priorité</translation>
    </message>
    <message>
        <source>Priority breakdown of the selected job</source>
        <translation>Détail de la priorité du travail choisi</translation>
    </message>
    <message>
        <source>%L1 idle and %L2 blocked jobs ranked; processors: %3</source>
        <translation>%L1 travaux en attente et %L2 bloqués classés ; processeurs : %3</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <source>Only rows whose value is the text itself: u1 matches u1, not u10 to u19</source>
        <translation>Seulement les lignes dont la valeur est le texte même : u1 trouve u1, pas u10 à u19</translation>
    </message>
    <message>
        <source>%1 (%L2 shown by the filter)</source>
        <translation>%1 (%L2 affichés par le filtre)</translation>
    </message>
    <message>
        <source>Drag; Shift+drag, the wheel or the arrow keys move by one; Page Up and Page Down by a tenth. A negative weight is typed in the box.</source>
        <translation>Glisser ; Maj+glisser, la molette ou les flèches déplacent d&apos;une unité ; Page haut et Page bas d&apos;un dixième. Un poids négatif se saisit dans la case.</translation>
    </message>
    <message>
        <source>Weight presets: the built-in ones, then those you saved</source>
        <translation>Préréglages de poids : ceux intégrés, puis ceux que vous avez enregistrés</translation>
    </message>
    <message>
        <source>Send to What-if B</source>
        <translation>Envoyer vers le scénario B</translation>
    </message>
    <message>
        <source>Make the open maui.cfg with these weights configuration B of the What-if panel, to replay a workload under both</source>
        <translation>Faire de la maui.cfg ouverte avec ces poids la configuration B du panneau Scénarios, pour rejouer une charge sous les deux</translation>
    </message>
    <message>
        <source>Sent to the service; waiting for its answer...</source>
        <translation>Envoyé au service ; en attente de sa réponse...</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::QueueModel</name>
    <message>
        <source>The queue time the priority counts. JOBPRIOACCRUALPOLICY ALWAYS: it runs from submission, whatever holds the job back.</source>
        <translation>Le temps d&apos;attente que compte la priorité. JOBPRIOACCRUALPOLICY ALWAYS : il court depuis la soumission, quoi qui retienne le travail.</translation>
    </message>
    <message>
        <source>The queue time the priority counts. JOBPRIOACCRUALPOLICY QUEUEPOLICY: it starts again whenever a throttling limit blocks the job, so that queue stuffers gain nothing from jobs they cannot run.</source>
        <translation>Le temps d&apos;attente que compte la priorité. JOBPRIOACCRUALPOLICY QUEUEPOLICY : il repart de zéro chaque fois qu&apos;une limite d&apos;étranglement bloque le travail, pour que qui remplit la file ne gagne rien avec des travaux qu&apos;il ne peut pas exécuter.</translation>
    </message>
    <message>
        <source>The queue time the priority counts. JOBPRIOACCRUALPOLICY FULLPOLICY: it starts again whenever anything blocks the job (a limit, a hold, a dependency, a fairshare cap).</source>
        <translation>Le temps d&apos;attente que compte la priorité. JOBPRIOACCRUALPOLICY FULLPOLICY : il repart de zéro chaque fois que quelque chose bloque le travail (une limite, une retenue, une dépendance, un plafond de partage équitable).</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Bloqué</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Retenu</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rejeté</translation>
    </message>
    <message>
        <source>Time since the job was submitted</source>
        <translation>Temps depuis la soumission du travail</translation>
    </message>
    <message>
        <source>Why the job is not running, as the last scheduling iteration found it</source>
        <translation>Pourquoi le travail ne tourne pas, tel que l&apos;a trouvé la dernière itération d&apos;ordonnancement</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Procs</source>
        <translation>Proc.</translation>
    </message>
    <message>
        <source>Walltime</source>
        <translation>Durée limite</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>En file depuis</translation>
    </message>
    <message>
        <source>Effective queue time</source>
        <translation>Temps d&apos;attente compté</translation>
    </message>
    <message>
        <source>Why it waits</source>
        <translation>Pourquoi il attend</translation>
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
        <translation>Aucun travail de ce nom.</translation>
    </message>
    <message>
        <source>Waiting: %L1 idle (%L2 fit now), %L3 blocked, %L4 held, %L5 rejected.  Processors: %6.</source>
        <translation>En attente : %L1 éligibles (%L2 tiennent maintenant), %L3 bloqués, %L4 retenus, %L5 rejetés.  Processeurs : %6.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Idle jobs&lt;/b&gt;: the scheduler considers them, highest priority first</source>
        <translation>&lt;b&gt;Travaux en attente&lt;/b&gt; : l&apos;ordonnanceur les considère, la plus haute priorité d&apos;abord</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked jobs&lt;/b&gt;: not considered until what keeps them out changes (a limit, a hold, a dependency), or never (rejected)</source>
        <translation>&lt;b&gt;Travaux bloqués&lt;/b&gt; : pas considérés tant que ce qui les écarte ne change pas (une limite, une retenue, une dépendance), ou jamais (rejetés)</translation>
    </message>
    <message>
        <source>Select a job to see its checkjob.</source>
        <translation>Sélectionnez un travail pour voir son checkjob.</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::RemoteEngineClient</name>
    <message>
        <source>Connecting to %1</source>
        <translation>Connexion à %1</translation>
    </message>
    <message>
        <source>The connection to the service was lost before it answered; the service may or may not have carried this out.</source>
        <translation>La connexion au service a été perdue avant sa réponse ; le service a pu ou non l&apos;exécuter.</translation>
    </message>
    <message>
        <source>Connection to %1 lost; retrying every %2 s</source>
        <translation>Connexion à %1 perdue ; nouvel essai toutes les %2 s</translation>
    </message>
    <message>
        <source>No service at %1 (%2); retrying every %3 s</source>
        <translation>Aucun service à %1 (%2) ; nouvel essai toutes les %3 s</translation>
    </message>
    <message>
        <source>The service sent a line that is not JSON; it was skipped.</source>
        <translation>Le service a envoyé une ligne qui n&apos;est pas du JSON ; elle a été ignorée.</translation>
    </message>
    <message>
        <source>The service sent a reply that does not read: %1</source>
        <translation>Le service a envoyé une réponse illisible : %1</translation>
    </message>
    <message>
        <source>The service at %1 refused the connection: %2</source>
        <translation>Le service à %1 a refusé la connexion : %2</translation>
    </message>
    <message>
        <source>The service refused to send its views: %1</source>
        <translation>Le service a refusé d&apos;envoyer ses vues : %1</translation>
    </message>
    <message>
        <source>The service&apos;s answer does not read: %1</source>
        <translation>La réponse du service est illisible : %1</translation>
    </message>
    <message>
        <source>The service&apos;s view does not read: %1</source>
        <translation>La vue du service est illisible : %1</translation>
    </message>
    <message>
        <source>%1 (%2) on %3: scheduling %4, %5 resource manager</source>
        <translation>%1 (%2) sur %3 : ordonnancement %4, gestionnaire de ressources %5</translation>
    </message>
    <message>
        <source>%1 resource manager UNREACHABLE since %2: %3</source>
        <translation>gestionnaire de ressources %1 INJOIGNABLE depuis %2 : %3</translation>
    </message>
    <message>
        <source>%1; %2 (%3) on %4: scheduling %5</source>
        <translation>%1 ; %2 (%3) sur %4 : ordonnancement %5</translation>
    </message>
    <message>
        <source>%1 UNREACHABLE, scheduling %2</source>
        <translation>%1 INJOIGNABLE, ordonnancement %2</translation>
    </message>
    <message>
        <source>%1 (%2): scheduling %3, %4 resource manager</source>
        <translation>%1 (%2) : ordonnancement %3, gestionnaire de ressources %4</translation>
    </message>
    <message>
        <source>scheduling %1</source>
        <translation>ordonnancement %1</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ReservationDialog</name>
    <message>
        <source>Reservation name, access and flags</source>
        <translation>Nom, accès et options de la réservation</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Users:</source>
        <translation>&amp;Utilisateurs :</translation>
    </message>
    <message>
        <source>&amp;Groups:</source>
        <translation>&amp;Groupes :</translation>
    </message>
    <message>
        <source>&amp;Accounts:</source>
        <translation>&amp;Comptes :</translation>
    </message>
    <message>
        <source>&amp;QOS:</source>
        <translation>&amp;QOS :</translation>
    </message>
    <message>
        <source>&amp;Classes:</source>
        <translation>C&amp;lasses :</translation>
    </message>
    <message>
        <source>&amp;Flags:</source>
        <translation>&amp;Options :</translation>
    </message>
    <message>
        <source>comma separated, e.g. alice, !bob</source>
        <translation>séparés par des virgules, p. ex. alice, !bob</translation>
    </message>
    <message>
        <source>e.g. BYNAME, OWNERPREEMPT</source>
        <translation>p. ex. BYNAME, OWNERPREEMPT</translation>
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
        <translation>Ce travail n’existe pas.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>(hatched: job reservation; dashed outline: reservation; faded: completed)</source>
        <translation>(hachuré : réservation de travail ; contour pointillé : réservation ; estompé : terminé)</translation>
    </message>
    <message>
        <source>Colour by:</source>
        <translation>Couleur selon :</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>QOS</source>
        <translation>QOS</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Backfill windows</source>
        <translation>Fenêtres de backfill</translation>
    </message>
    <message>
        <source>Show the free node x time rectangles of showbf</source>
        <translation>Afficher les rectangles libres nœuds x temps de showbf</translation>
    </message>
    <message>
        <source>Follow now</source>
        <translation>Suivre le présent</translation>
    </message>
    <message>
        <source>Completed jobs (hours):</source>
        <translation>Terminés (heures) :</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Fit all</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
    <message>
        <source>Reservation %1</source>
        <translation>Réservation %1</translation>
    </message>
    <message numerus="yes">
        <source>Reservation %1 (%2)
From %3
To %4
%n node(s): %5
Access: %6
Flags: %7</source>
        <translation>
            <numerusform>Réservation %1 (%2)
De %3
À %4
%n nœud : %5
Accès : %6
Options : %7</numerusform>
            <numerusform>Réservation %1 (%2)
De %3
À %4
%n nœuds : %5
Accès : %6
Options : %7</numerusform>
        </translation>
    </message>
    <message>
        <source>no end</source>
        <translation>sans fin</translation>
    </message>
    <message>
        <source>no job (a system reservation)</source>
        <translation>aucun job (une réservation système)</translation>
    </message>
    <message>
        <source>Administrative: with Plan reservation on, drag it to move it, drag its right end to resize it, or press Delete to release it.</source>
        <translation>Administrative : avec « Planifier une réservation » activé, faites-la glisser pour la déplacer, tirez son extrémité droite pour la redimensionner, ou appuyez sur Suppr pour la libérer.</translation>
    </message>
    <message>
        <source>Asking the engine about reservation %1…</source>
        <translation>Interrogation du moteur sur la réservation %1…</translation>
    </message>
    <message>
        <source>Only administrative reservations can be moved or resized here; %1 is not one.</source>
        <translation>Seules les réservations administratives peuvent être déplacées ou redimensionnées ici ; %1 n’en est pas une.</translation>
    </message>
    <message>
        <source>Only administrative reservations can be released here; %1 is not one.</source>
        <translation>Seules les réservations administratives peuvent être libérées ici ; %1 n’en est pas une.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n node(s)</source>
        <translation>
            <numerusform>%1 : %n nœud</numerusform>
            <numerusform>%1 : %n nœuds</numerusform>
        </translation>
    </message>
    <message>
        <source>Make reservation %1</source>
        <translation>Créer la réservation %1</translation>
    </message>
    <message>
        <source>Move reservation %1</source>
        <translation>Déplacer la réservation %1</translation>
    </message>
    <message>
        <source>Release reservation %1</source>
        <translation>Libérer la réservation %1</translation>
    </message>
    <message>
        <source>Sent: %1</source>
        <translation>Envoyé : %1</translation>
    </message>
    <message>
        <source>The engine did it: %1</source>
        <translation>Le moteur l’a fait : %1</translation>
    </message>
    <message>
        <source>The engine refused: %1</source>
        <translation>Le moteur a refusé : %1</translation>
    </message>
    <message>
        <source>Click a job to see its checkjob, or a reservation to see its attributes.</source>
        <translation>Cliquez sur un job pour voir son checkjob, ou sur une réservation pour voir ses attributs.</translation>
    </message>
    <message>
        <source>Plan reservation</source>
        <translation>Planifier une réservation</translation>
    </message>
    <message>
        <source>Draw a reservation over nodes and time to see which jobs would wait longer; Enter makes it, Escape drops it</source>
        <translation>Tracez une réservation sur des nœuds et une durée pour voir quels jobs attendraient plus longtemps ; Entrée la crée, Échap l’abandonne</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ServiceConfig</name>
    <message>
        <source>The service already has every parameter of the open configuration.</source>
        <translation>Le service a déjà chaque paramètre de la configuration ouverte.</translation>
    </message>
    <message>
        <source>The service took: %1.</source>
        <translation>Le service a pris en compte : %1.</translation>
    </message>
    <message>
        <source>It notes: %1.</source>
        <translation>Il signale : %1.</translation>
    </message>
    <message>
        <source>The service refused: %1. The refused changes stay in the open configuration; apply again to send them again.</source>
        <translation>Le service a refusé : %1. Les modifications refusées restent dans la configuration ouverte ; appliquez à nouveau pour les renvoyer.</translation>
    </message>
    <message>
        <source>%1 removed (back to its default)</source>
        <translation>%1 supprimé (retour à sa valeur par défaut)</translation>
    </message>
    <message>
        <source>its answer holds no configuration text</source>
        <translation>sa réponse ne contient aucun texte de configuration</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::SrcfgDialog</name>
    <message>
        <source>Start (STARTTIME)</source>
        <translation>Début (STARTTIME)</translation>
    </message>
    <message>
        <source>End (ENDTIME)</source>
        <translation>Fin (ENDTIME)</translation>
    </message>
    <message>
        <source>Periods ahead (DEPTH)</source>
        <translation>Périodes à l&apos;avance (DEPTH)</translation>
    </message>
    <message>
        <source>Tasks (TASKCOUNT)</source>
        <translation>Tâches (TASKCOUNT)</translation>
    </message>
    <message>
        <source>Per task (RESOURCES)</source>
        <translation>Par tâche (RESOURCES)</translation>
    </message>
    <message>
        <source>Hosts (HOSTLIST)</source>
        <translation>Hôtes (HOSTLIST)</translation>
    </message>
    <message>
        <source>Partition (PARTITION)</source>
        <translation>Partition (PARTITION)</translation>
    </message>
    <message>
        <source>Node features (NODEFEATURES)</source>
        <translation>Caractéristiques des nœuds (NODEFEATURES)</translation>
    </message>
    <message>
        <source>Tasks per node (TPN)</source>
        <translation>Tâches par nœud (TPN)</translation>
    </message>
    <message>
        <source>Users (USERLIST)</source>
        <translation>Utilisateurs (USERLIST)</translation>
    </message>
    <message>
        <source>Groups (GROUPLIST)</source>
        <translation>Groupes (GROUPLIST)</translation>
    </message>
    <message>
        <source>Accounts (ACCOUNTLIST)</source>
        <translation>Comptes (ACCOUNTLIST)</translation>
    </message>
    <message>
        <source>Classes (CLASSLIST)</source>
        <translation>Classes (CLASSLIST)</translation>
    </message>
    <message>
        <source>QOS (QOSLIST)</source>
        <translation>QOS (QOSLIST)</translation>
    </message>
    <message>
        <source>Job attributes (JOBATTRLIST)</source>
        <translation>Attributs de travail (JOBATTRLIST)</translation>
    </message>
    <message>
        <source>Time limit (TIMELIMIT)</source>
        <translation>Limite de temps (TIMELIMIT)</translation>
    </message>
    <message>
        <source>Flags (FLAGS)</source>
        <translation>Options (FLAGS)</translation>
    </message>
    <message>
        <source>Owner (OWNER)</source>
        <translation>Propriétaire (OWNER)</translation>
    </message>
    <message>
        <source>Charged account (CHARGEACCOUNT)</source>
        <translation>Compte débité (CHARGEACCOUNT)</translation>
    </message>
    <message>
        <source>Priority (PRIORITY)</source>
        <translation>Priorité (PRIORITY)</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>dim</translation>
    </message>
    <message>
        <source>Mon</source>
        <translation>lun</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>mar</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>mer</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>jeu</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>ven</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>sam</translation>
    </message>
    <message>
        <source>STARTTIME is not before ENDTIME: a daily reservation cannot cross midnight. Make two standing reservations, as the guide does for 8:00 PM to 6:00 AM: one from STARTTIME to 24:00:00, and one from 00:00:00 to ENDTIME on the following days. A drag across midnight on the calendar offers both.</source>
        <translation>STARTTIME n&apos;est pas avant ENDTIME : une réservation quotidienne ne peut pas passer minuit. Créez deux réservations permanentes, comme le guide pour 20 h à 6 h (8:00 PM to 6:00 AM) : l&apos;une de STARTTIME à 24:00:00, l&apos;autre de 00:00:00 à ENDTIME les jours suivants. Un glisser au-delà de minuit dans le calendrier propose les deux.</translation>
    </message>
    <message>
        <source>Standing reservation %1</source>
        <translation>Réservation permanente %1</translation>
    </message>
    <message>
        <source>Period (PERIOD)</source>
        <translation>Période (PERIOD)</translation>
    </message>
    <message>
        <source>default (DAY)</source>
        <translation>par défaut (DAY)</translation>
    </message>
    <message>
        <source>Days (DAYS)</source>
        <translation>Jours (DAYS)</translation>
    </message>
    <message>
        <source>Access (ACCESS)</source>
        <translation>Accès (ACCESS)</translation>
    </message>
    <message>
        <source>default (DEDICATED)</source>
        <translation>par défaut (DEDICATED)</translation>
    </message>
    <message>
        <source>Lists are written as in maui.cfg: a leading ! excludes, a trailing * makes an entry required, + - = set the affinity (alice,!bob*).</source>
        <translation>Les listes s&apos;écrivent comme dans maui.cfg : un ! en tête exclut, un * final rend une entrée obligatoire, + - = fixent l&apos;affinité (alice,!bob*).</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::StandingPanel</name>
    <message>
        <source>Window across midnight</source>
        <translation>Fenêtre au-delà de minuit</translation>
    </message>
    <message>
        <source>&amp;Previous week</source>
        <translation>Semaine &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Today</source>
        <translation>&amp;Aujourd&apos;hui</translation>
    </message>
    <message>
        <source>&amp;Next week</source>
        <translation>Semaine &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Edits apply to:</source>
        <translation>&amp;Appliquer à :</translation>
    </message>
    <message>
        <source>All instances</source>
        <translation>Toutes les instances</translation>
    </message>
    <message>
        <source>Only this instance</source>
        <translation>Cette instance seulement</translation>
    </message>
    <message>
        <source>This and following</source>
        <translation>Celle-ci et les suivantes</translation>
    </message>
    <message>
        <source>Edits apply to</source>
        <translation>Les modifications portent sur</translation>
    </message>
    <message>
        <source>&amp;Capacity conflicts this week</source>
        <translation>&amp;Conflits de capacité cette semaine</translation>
    </message>
    <message>
        <source>Capacity conflicts this week</source>
        <translation>Conflits de capacité cette semaine</translation>
    </message>
    <message>
        <source>No session: start one to place the standing reservations on its machine.</source>
        <translation>Aucune session : lancez-en une pour placer les réservations permanentes sur sa machine.</translation>
    </message>
    <message>
        <source>Week of %1 (%2)</source>
        <translation>Semaine du %1 (%2)</translation>
    </message>
    <message>
        <source>None: every instance of the week is placed whole.</source>
        <translation>Aucun : chaque instance de la semaine est placée entière.</translation>
    </message>
    <message>
        <source>Create standing reservation %1</source>
        <translation>Créer la réservation permanente %1</translation>
    </message>
    <message>
        <source>A daily reservation cannot cross midnight. Make the complementary pair, as the guide does for 8:00 PM to 6:00 AM?
%1: %2 from %3 to 24:00
%4: %5 from 00:00 to %6</source>
        <translation>Une réservation quotidienne ne peut pas passer minuit. Créer la paire complémentaire, comme le guide pour 20 h à 6 h (8:00 PM to 6:00 AM) ?
%1 : %2 de %3 à 24:00
%4 : %5 de 00:00 à %6</translation>
    </message>
    <message>
        <source>Nothing made: a window across midnight needs two standing reservations.</source>
        <translation>Rien de créé : une fenêtre au-delà de minuit demande deux réservations permanentes.</translation>
    </message>
    <message>
        <source>Create standing reservations %1 and %2</source>
        <translation>Créer les réservations permanentes %1 et %2</translation>
    </message>
    <message>
        <source>%1 would cross midnight: a daily reservation stays within its day. %2</source>
        <translation>%1 passerait minuit : une réservation quotidienne reste dans sa journée. %2</translation>
    </message>
    <message>
        <source>%1 would leave its week: PERIOD=WEEK offsets run from Sunday 00:00 to the next Sunday 00:00.</source>
        <translation>%1 sortirait de sa semaine : les décalages PERIOD=WEEK vont du dimanche 00:00 au dimanche suivant 00:00.</translation>
    </message>
    <message>
        <source>%1: ENDTIME must stay after STARTTIME.</source>
        <translation>%1 : ENDTIME doit rester après STARTTIME.</translation>
    </message>
    <message>
        <source>%1 is permanent (PERIOD=INFINITY): it has no time to move.</source>
        <translation>%1 est permanente (PERIOD=INFINITY) : elle n&apos;a pas d&apos;horaire à déplacer.</translation>
    </message>
    <message>
        <source>Move standing reservation %1</source>
        <translation>Déplacer la réservation permanente %1</translation>
    </message>
    <message>
        <source>Resize standing reservation %1</source>
        <translation>Changer la durée de la réservation permanente %1</translation>
    </message>
    <message>
        <source>Remove standing reservation %1</source>
        <translation>Supprimer la réservation permanente %1</translation>
    </message>
    <message>
        <source>Edit standing reservation %1</source>
        <translation>Modifier la réservation permanente %1</translation>
    </message>
    <message>
        <source>Changed in maui.cfg (no session runs: save the file to keep it).</source>
        <translation>Modifié dans maui.cfg (aucune session en cours : enregistrez le fichier pour le garder).</translation>
    </message>
    <message>
        <source>Sent to the scheduler...</source>
        <translation>Envoyé à l&apos;ordonnanceur...</translation>
    </message>
    <message>
        <source>The scheduler took the change.</source>
        <translation>L&apos;ordonnanceur a pris la modification.</translation>
    </message>
    <message>
        <source>The scheduler took the change: %1</source>
        <translation>L&apos;ordonnanceur a pris la modification : %1</translation>
    </message>
    <message>
        <source>The scheduler refused the change: %1</source>
        <translation>L&apos;ordonnanceur a refusé la modification : %1</translation>
    </message>
    <message>
        <source>If dropped here:</source>
        <translation>Si déposé ici :</translation>
    </message>
    <message>
        <source>This weekday, every week</source>
        <translation>Ce jour, chaque semaine</translation>
    </message>
    <message>
        <source>All instances changes the SRCFG entry. This weekday, every week splits the block&apos;s weekday off into an SRCFG entry of its own. This and following works on the series&apos; next instance. Only this instance cannot be written in maui.cfg.</source>
        <translation>Toutes les instances modifie l&apos;entrée SRCFG. Ce jour de la semaine, chaque semaine sépare le jour du bloc dans une entrée SRCFG à part. Celle-ci et les suivantes agit sur la prochaine instance de la série. Cette instance seulement ne peut pas s&apos;écrire dans maui.cfg.</translation>
    </message>
    <message>
        <source>Refused: an SRCFG entry has no start date, so a change cannot wait until %1; it would change the instance of %2 and every one in between as well. Choose &quot;This and following&quot; on the next instance (%2), or &quot;All instances&quot;.</source>
        <translation>Refusé : une entrée SRCFG n&apos;a pas de date de début, une modification ne peut donc pas attendre %1 ; elle changerait aussi l&apos;instance du %2 et toutes celles d&apos;entre les deux. Choisissez « Celle-ci et les suivantes » sur la prochaine instance (%2), ou « Toutes les instances ».</translation>
    </message>
    <message>
        <source>Refused: an SRCFG entry has no dates, so every change to it repeats %1; changing the instance of %2 alone would need that one instance masked, and neither maui.cfg nor setres can mask an instance of a standing reservation. Choose &quot;This weekday, every week&quot; to change every %3, or &quot;All instances&quot;.</source>
        <translation>Refusé : une entrée SRCFG n&apos;a pas de dates, toute modification se répète donc %1 ; changer la seule instance du %2 demanderait de masquer cette instance, et ni maui.cfg ni setres ne peuvent masquer une instance d&apos;une réservation permanente. Choisissez « Ce jour de la semaine, chaque semaine » pour changer chaque %3, ou « Toutes les instances ».</translation>
    </message>
    <message>
        <source>every week</source>
        <translation>chaque semaine</translation>
    </message>
    <message>
        <source>on every day of its DAYS</source>
        <translation>chaque jour de ses DAYS</translation>
    </message>
    <message>
        <source>Remove standing reservation %1 on %2</source>
        <translation>Supprimer la réservation permanente %1 le %2</translation>
    </message>
    <message>
        <source>Placing the week with the change...</source>
        <translation>Placement de la semaine avec la modification...</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::ThrottlePanel</name>
    <message>
        <source>Why jobs are blocked</source>
        <translation>Pourquoi les travaux sont bloqués</translation>
    </message>
    <message>
        <source>Limit met</source>
        <translation>Limite atteinte</translation>
    </message>
    <message>
        <source>Blocked jobs</source>
        <translation>Travaux bloqués</translation>
    </message>
    <message>
        <source>Jobs held back by the limit</source>
        <translation>Travaux retenus par la limite</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Blocked jobs per limit they meet (a job meeting several counts under each): %1</source>
        <translation>Travaux bloqués par limite atteinte (un travail qui en atteint plusieurs compte pour chacune) : %1</translation>
    </message>
    <message>
        <source>Throttling limits</source>
        <translation>Limites d’utilisation</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Chercher :</translation>
    </message>
    <message>
        <source>credential, limit or job</source>
        <translation>identité, limite ou travail</translation>
    </message>
    <message>
        <source>&amp;Hold still</source>
        <translation>&amp;Figer</translation>
    </message>
    <message>
        <source>Keep the tables and chart as they are while the session runs on</source>
        <translation>Garder les tableaux et le graphique tels quels pendant que la session continue</translation>
    </message>
    <message>
        <source>&lt;b&gt;Limits&lt;/b&gt; (bold: at or over the soft limit)</source>
        <translation>&lt;b&gt;Limites&lt;/b&gt; (en gras : à la limite souple ou au-delà)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blocked jobs&lt;/b&gt;, with every limit that holds each back</source>
        <translation>&lt;b&gt;Travaux bloqués&lt;/b&gt;, avec chaque limite qui les retient</translation>
    </message>
    <message>
        <source>Blocked jobs and their limits</source>
        <translation>Travaux bloqués et leurs limites</translation>
    </message>
    <message>
        <source>No throttling report yet: start a session.</source>
        <translation>Pas encore de rapport de limitation : lancez une session.</translation>
    </message>
    <message>
        <source>No throttling report: %1</source>
        <translation>Pas de rapport de limitation : %1</translation>
    </message>
    <message>
        <source>The throttling report does not read: %1</source>
        <translation>Le rapport de limitation est illisible : %1</translation>
    </message>
    <message>
        <source>No throttling limit is configured.</source>
        <translation>Aucune limite d’utilisation n’est configurée.</translation>
    </message>
    <message numerus="yes">
        <source>%n limit(s)</source>
        <translation>
            <numerusform>%n limite</numerusform>
            <numerusform>%n limites</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at the hard limit, %2 at the soft limit</source>
        <translation>%1 à la limite dure, %2 à la limite souple</translation>
    </message>
    <message numerus="yes">
        <source>%n blocked job(s)</source>
        <translation>
            <numerusform>%n travail bloqué</numerusform>
            <numerusform>%n travaux bloqués</numerusform>
        </translation>
    </message>
    <message>
        <source>throttling report at %1</source>
        <translation>rapport de limitation à %1</translation>
    </message>
    <message>
        <source>throttling report</source>
        <translation>rapport de limitation</translation>
    </message>
    <message numerus="yes">
        <source>%n limit(s) configured</source>
        <translation>
            <numerusform>%n limite configurée</numerusform>
            <numerusform>%n limites configurées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outrigger::gui::WeekView</name>
    <message>
        <source>Standing reservations week calendar</source>
        <translation>Calendrier hebdomadaire des réservations permanentes</translation>
    </message>
    <message>
        <source>(ghost)</source>
        <translation>(fantôme)</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) this week; arrows move between them</source>
        <translation>
            <numerusform>%n bloc cette semaine ; les flèches passent de l&apos;un à l&apos;autre</numerusform>
            <numerusform>%n blocs cette semaine ; les flèches passent de l&apos;un à l&apos;autre</numerusform>
        </translation>
    </message>
    <message>
        <source>no session: nothing to place</source>
        <translation>aucune session : rien à placer</translation>
    </message>
    <message>
        <source>%1 (today)</source>
        <translation>%1 (aujourd&apos;hui)</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::charts::ChartView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1 : %2 à %3</translation>
    </message>
    <message>
        <source>%1 (%2 of %3): %4</source>
        <translation>%1 (%2 sur %3) : %4</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::charts::ExportButton</name>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Save what is shown as a PNG image, a PDF document or the numbers as CSV</source>
        <translation>Enregistrer ce qui est affiché en image PNG, en document PDF ou les nombres en CSV</translation>
    </message>
    <message>
        <source>PNG Image…</source>
        <translation>Image PNG…</translation>
    </message>
    <message>
        <source>PDF Document…</source>
        <translation>Document PDF…</translation>
    </message>
    <message>
        <source>CSV Numbers…</source>
        <translation>Nombres CSV…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
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
        <translation>Le nom de l’identité</translation>
    </message>
    <message>
        <source>The average wait of the credential&apos;s started jobs under that configuration</source>
        <translation>L’attente moyenne des travaux démarrés de l’identité sous cette configuration</translation>
    </message>
    <message>
        <source>Mean wait under B minus under A: negative means its jobs waited less under B</source>
        <translation>Attente moyenne sous B moins sous A : négatif signifie que ses travaux ont moins attendu sous B</translation>
    </message>
    <message>
        <source>Processor-hours delivered to the credential&apos;s finished jobs (processors × run time)</source>
        <translation>Heures-processeur fournies aux travaux terminés de l’identité (processeurs × durée)</translation>
    </message>
    <message>
        <source>Processor-hours under B minus under A</source>
        <translation>Heures-processeur sous B moins sous A</translation>
    </message>
    <message>
        <source>Fairshare usage at the end of the replay: the credential&apos;s decayed usage as a percent of all usage, as diagnose -f gives it</source>
        <translation>Usage fairshare à la fin du rejeu : l’usage amorti de l’identité en pourcentage de l’usage total, tel que le donne diagnose -f</translation>
    </message>
    <message>
        <source>The configured fairshare target (FSTARGET) and its type; A&apos;s and B&apos;s when they differ</source>
        <translation>La cible fairshare configurée (FSTARGET) et son type ; celles de A et de B si elles diffèrent</translation>
    </message>
    <message>
        <source>Mean wait A</source>
        <translation>Attente moyenne A</translation>
    </message>
    <message>
        <source>Mean wait B</source>
        <translation>Attente moyenne B</translation>
    </message>
    <message>
        <source>Wait change</source>
        <translation>Variation d’attente</translation>
    </message>
    <message>
        <source>Delivered A</source>
        <translation>Fourni A</translation>
    </message>
    <message>
        <source>Delivered B</source>
        <translation>Fourni B</translation>
    </message>
    <message>
        <source>Delivered change</source>
        <translation>Variation fournie</translation>
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
        <translation>Cible</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::whatif::DiffModel</name>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A : %1 · B : %2</translation>
    </message>
    <message>
        <source>Every parameter whose effective value differs between the two configurations</source>
        <translation>Chaque paramètre dont la valeur effective diffère entre les deux configurations</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
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
        <translation>La valeur sous la configuration A (avec plusieurs graines : leur médiane)</translation>
    </message>
    <message>
        <source>The value under configuration B (with several seeds: the median over them)</source>
        <translation>La valeur sous la configuration B (avec plusieurs graines : leur médiane)</translation>
    </message>
    <message>
        <source>B minus A, in the metric&apos;s unit</source>
        <translation>B moins A, dans l’unité de l’indicateur</translation>
    </message>
    <message>
        <source>B minus A as a percentage of A (none when A is zero)</source>
        <translation>B moins A en pourcentage de A (aucun si A vaut zéro)</translation>
    </message>
    <message>
        <source>Which configuration does better on this metric, and which direction is better</source>
        <translation>Quelle configuration fait mieux sur cet indicateur, et quel sens est meilleur</translation>
    </message>
    <message>
        <source>The smallest, median and largest value over the seeds</source>
        <translation>La plus petite valeur, la médiane et la plus grande sur les graines</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Indicateur</translation>
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
        <translation>Variation (B − A)</translation>
    </message>
    <message>
        <source>Change %</source>
        <translation>Variation %</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>A over the seeds</source>
        <translation>A sur les graines</translation>
    </message>
    <message>
        <source>B over the seeds</source>
        <translation>B sur les graines</translation>
    </message>
</context>
<context>
    <name>outrigger::gui::whatif::WhatIfPanel</name>
    <message>
        <source>Export Report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
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
        <translation>A : %1 · B : %2</translation>
    </message>
    <message>
        <source>&amp;Question:</source>
        <translation>&amp;Question :</translation>
    </message>
    <message>
        <source>In your words: what would change if we did B instead of A?</source>
        <translation>Avec vos mots : que changerait B au lieu de A ?</translation>
    </message>
    <message>
        <source>The question this comparison answers; the report prints it under its title</source>
        <translation>La question à laquelle répond cette comparaison ; le rapport l’imprime sous son titre</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <source>Replay the workload under A and under B at once, off the window&apos;s thread</source>
        <translation>Rejouer la charge sous A et sous B en même temps, hors du fil de la fenêtre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop both replays</source>
        <translation>Arrêter les deux rejeux</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>&amp;Exporter le rapport…</translation>
    </message>
    <message>
        <source>Write a PDF report, a PNG of each chart and a CSV of every number</source>
        <translation>Écrire un rapport PDF, un PNG par graphique et un CSV de tous les nombres</translation>
    </message>
    <message>
        <source>Progress of side %1</source>
        <translation>Progression du côté %1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Synthèse</translation>
    </message>
    <message>
        <source>Per credential</source>
        <translation>Par identité</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Metrics of A and B</source>
        <translation>Indicateurs de A et B</translation>
    </message>
    <message>
        <source>Config diff: the parameters that differ between A and B</source>
        <translation>Différences de configuration : les paramètres qui diffèrent entre A et B</translation>
    </message>
    <message>
        <source>Config diff</source>
        <translation>Différences de configuration</translation>
    </message>
    <message>
        <source>Credential &amp;kind:</source>
        <translation>&amp;Type d’identité :</translation>
    </message>
    <message>
        <source>Per credential comparison</source>
        <translation>Comparaison par identité</translation>
    </message>
    <message>
        <source>A is drawn as a solid line, B as a dashed one. The bar charts show the credential kind chosen under Per credential.</source>
        <translation>A est tracé en trait plein, B en tirets. Les histogrammes montrent le type d’identité choisi sous « Par identité ».</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Replaying the workload under A and under B…</source>
        <translation>Rejeu de la charge sous A et sous B…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>%L1 of %L2 jobs · %3</source>
        <translation>%L1 sur %L2 travaux · %3</translation>
    </message>
    <message>
        <source>Seed %1 of %2: %3</source>
        <translation>Graine %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>Compared in %1 s.</source>
        <translation>Comparé en %1 s.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was compared.</source>
        <translation>Annulé : rien n’a été comparé.</translation>
    </message>
    <message>
        <source>The comparison could not run:</source>
        <translation>La comparaison n’a pas pu s’exécuter :</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>What-if: configuration A against configuration B</source>
        <translation>Scénarios : configuration A contre configuration B</translation>
    </message>
    <message>
        <source>There is no comparison to export yet.</source>
        <translation>Il n’y a pas encore de comparaison à exporter.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1, %2 and %n chart image(s).</source>
        <translation>
            <numerusform>Écrits : %1, %2 et %n image de graphique.</numerusform>
            <numerusform>Écrits : %1, %2 et %n images de graphique.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>outrigger::gui::whatif::WhatIfSetup</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge</translation>
    </message>
    <message>
        <source>Standard Workload Format (*.swf *.swf.gz);;All files (*)</source>
        <translation>Standard Workload Format (*.swf *.swf.gz);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Maui configuration (*.cfg);;All files (*)</source>
        <translation>Configuration Maui (*.cfg);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Configuration A</source>
        <translation>Configuration A</translation>
    </message>
    <message>
        <source>Configuration B</source>
        <translation>Configuration B</translation>
    </message>
    <message>
        <source>The demo&apos;s generated workload</source>
        <translation>La charge générée de la démonstration</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>Graines :</translation>
    </message>
    <message>
        <source>Replay this many variants of the demo workload (seeds) under each configuration; the table shows the median and the spread</source>
        <translation>Rejouer autant de variantes de la charge de démonstration (graines) sous chaque configuration ; le tableau montre la médiane et la dispersion</translation>
    </message>
    <message>
        <source>An SWF log</source>
        <translation>Un journal SWF</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Journal :</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Estimate:</source>
        <translation>Estimation :</translation>
    </message>
    <message>
        <source>None: skip jobs without a requested time</source>
        <translation>Aucune : ignorer les travaux sans temps demandé</translation>
    </message>
    <message>
        <source>Each job&apos;s own run time</source>
        <translation>La durée d’exécution propre à chaque travail</translation>
    </message>
    <message>
        <source>A fixed duration</source>
        <translation>Une durée fixe</translation>
    </message>
    <message>
        <source>What a job without a requested time gets as its walltime</source>
        <translation>Ce qu’un travail sans temps demandé reçoit comme walltime</translation>
    </message>
    <message>
        <source>The fixed walltime, [[DD:]HH:]MM:SS</source>
        <translation>Le walltime fixe, [[JJ:]HH:]MM:SS</translation>
    </message>
    <message>
        <source>Fixed walltime estimate</source>
        <translation>Estimation fixe du walltime</translation>
    </message>
    <message>
        <source>Skip records:</source>
        <translation>Sauter des enregistrements :</translation>
    </message>
    <message>
        <source>Pass over this many job records at the start of the log</source>
        <translation>Sauter ce nombre d’enregistrements de travaux au début du journal</translation>
    </message>
    <message>
        <source>Keep jobs:</source>
        <translation>Garder les travaux :</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>Then keep this many jobs (all: the rest of the log)</source>
        <translation>Puis garder ce nombre de travaux (tous : le reste du journal)</translation>
    </message>
    <message>
        <source>The open configuration as last opened or saved</source>
        <translation>La configuration ouverte telle que dernièrement ouverte ou enregistrée</translation>
    </message>
    <message>
        <source>A maui.cfg file</source>
        <translation>Un fichier maui.cfg</translation>
    </message>
    <message>
        <source>maui.cfg file</source>
        <translation>fichier maui.cfg</translation>
    </message>
    <message>
        <source>Configuration A file</source>
        <translation>Fichier de la configuration A</translation>
    </message>
    <message>
        <source>Browse for configuration A</source>
        <translation>Parcourir pour la configuration A</translation>
    </message>
    <message>
        <source>An edited copy (below)</source>
        <translation>Une copie modifiée (ci-dessous)</translation>
    </message>
    <message>
        <source>Configuration B file</source>
        <translation>Fichier de la configuration B</translation>
    </message>
    <message>
        <source>Browse for configuration B</source>
        <translation>Parcourir pour la configuration B</translation>
    </message>
    <message>
        <source>Copy A into B</source>
        <translation>Copier A dans B</translation>
    </message>
    <message>
        <source>Replace B&apos;s text with configuration A&apos;s, to edit from there</source>
        <translation>Remplacer le texte de B par celui de la configuration A, pour le modifier à partir de là</translation>
    </message>
    <message>
        <source>Configuration B text</source>
        <translation>Texte de la configuration B</translation>
    </message>
    <message>
        <source>B&apos;s maui.cfg: Copy A into B and edit it, or use &quot;Send to What-if B&quot; in the Configuration or Priority panel</source>
        <translation>maui.cfg de B : copiez A dans B et modifiez-le, ou utilisez « Envoyer vers le scénario B » dans le panneau Configuration ou Priorité</translation>
    </message>
    <message>
        <source>copy of %1</source>
        <translation>copie de %1</translation>
    </message>
    <message>
        <source>Workload: choose an SWF log.</source>
        <translation>Charge : choisissez un journal SWF.</translation>
    </message>
    <message>
        <source>Workload: %1 is not a file.</source>
        <translation>Charge : %1 n’est pas un fichier.</translation>
    </message>
    <message>
        <source>Estimate: &apos;%1&apos; is not a duration greater than zero ([[DD:]HH:]MM:SS).</source>
        <translation>Estimation : « %1 » n’est pas une durée supérieure à zéro ([[JJ:]HH:]MM:SS).</translation>
    </message>
    <message>
        <source>Configuration %1: choose a maui.cfg file.</source>
        <translation>Configuration %1 : choisissez un fichier maui.cfg.</translation>
    </message>
    <message>
        <source>Configuration %1: %2</source>
        <translation>Configuration %1 : %2</translation>
    </message>
    <message>
        <source>Configuration A: no configuration is open.</source>
        <translation>Configuration A : aucune configuration n’est ouverte.</translation>
    </message>
    <message>
        <source>Configuration B: the edited copy is empty (Copy A into B, or send one from the Configuration or Priority panel).</source>
        <translation>Configuration B : la copie modifiée est vide (copiez A dans B, ou envoyez-en une depuis le panneau Configuration ou Priorité).</translation>
    </message>
    <message>
        <source>edited copy</source>
        <translation>copie modifiée</translation>
    </message>
    <message>
        <source>Where configuration A comes from</source>
        <translation>Provenance de la configuration A</translation>
    </message>
    <message>
        <source>Where configuration B comes from</source>
        <translation>Provenance de la configuration B</translation>
    </message>
    <message>
        <source>SWF log file</source>
        <translation>Fichier journal SWF</translation>
    </message>
</context>
</TS>
