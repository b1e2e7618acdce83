<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
        <source>Whether the service schedules, only reports (TEST) or simulates.</source>
        <translation>Si le service ordonnance, se contente de rendre compte (TEST) ou simule.</translation>
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
        <source>Reservation %1
From %2
To %3
On %4 (%5 processors)</source>
        <translation>Réservation %1
Du %2
Au %3
Sur %4 (%5 processeurs)</translation>
    </message>
    <message>
        <source>Backfill window on %1: %2 processors free until %3</source>
        <translation>Fenêtre de backfill sur %1 : %2 processeurs libres jusqu’au %3</translation>
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
        <source>Saved weight presets</source>
        <translation>Préréglages de poids enregistrés</translation>
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
        <translation>Travaux terminés (heures) :</translation>
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
        <source>Click a job to see its checkjob.</source>
        <translation>Cliquer sur un travail pour voir son checkjob.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Groupe</translation>
    </message>
</context>
</TS>
