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
        <source>A maui.cfg to open (default: the demo configuration).</source>
        <translation>Un fichier maui.cfg à ouvrir (par défaut : la configuration de démonstration).</translation>
    </message>
    <message>
        <source>Give at most one file.</source>
        <translation>Indiquez au plus un fichier.</translation>
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
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>Open &amp;Demo Configuration</source>
        <translation>Ouvrir la configuration de &amp;démonstration</translation>
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
        <source>Parameter:</source>
        <translation>Paramètre :</translation>
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
</context>
</TS>
