"""The texts of the house rules (rules.md §9) in German, English and Russian.

Owns every sentence the page says about the switches: the dialog's presets, groups,
switches with a one-line explanation each and the names of their values; the prompts
and buttons of the phases they add (Hand, Nachgehen, aces, Kontra); the log lines, with
the second-person form under ``:you`` as ``labels.Labels.s`` expects; and the result
panel's explanations of the factors, premiums and pool chips. The in-page rules'
section on the house rules is built from the same texts (``house_rules_section``), so a
switch is described once. Merged into ``labels.TEXTS``.
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "house:switches": "Jede Regel einzeln",
        "house:intro": (
            "Viele Runden spielen nach eigenen Hausregeln. Im Dialog „Neue Partie“ wählst du "
            "sie für die ganze Partie: die Standardregeln, die Österreichische Runde oder jede "
            "Regel einzeln. Tisch und Punkteliste nennen die Regeln, die gelten."
        ),
        "house:off": "ohne {switch}",
        "house:value:on": "an",
        "house:value:off": "aus",
        "house:rules_of_match": "Regeln dieser Partie: {rules}",
        "house:rules_text_note": (
            "Wo sie vom Text unten abweichen, gelten die Hausregeln (letzter Abschnitt)."
        ),
        "house:fixed_in_match": (
            "Die Hausregeln gelten für die ganze Partie; ändern kannst du sie mit einer "
            "neuen Partie."
        ),
        "house:title": "Hausregeln",
        "house:preset:online": "Standardregeln",
        "house:preset:online:help": "Das Spiel wie im Online-Portal: keine Hausregeln.",
        "house:preset:oesterreich": "Österreichische Runde",
        "house:preset:oesterreich:help": (
            "Kontra, Hand, Nachgehen, Asse-Prämien, Durchmarsch Ouvert, „hier“ halten "
            "und die Pulka."
        ),
        "house:preset:custom": "Eigene Regeln",
        "house:preset:custom:help": "Jede Hausregel einzeln wählen.",
        "house:group:auction": "Lizitieren",
        "house:group:contract": "Spiel und Talon",
        "house:group:scoring": "Wertung",
        "house:group:pool": "Kassa",
        "house:rotation": "Spielrichtung",
        "house:rotation:help": "Wer nach wem bietet, ausspielt und gibt.",
        "house:rotation=clockwise": "im Uhrzeigersinn",
        "house:rotation=anticlockwise": "gegen den Uhrzeigersinn",
        "house:sans_atout_target": "Sans Atout",
        "house:sans_atout_target:help": "Was der Alleinspieler im Sans Atout machen muss.",
        "house:sans_atout_target=total6": "6 Stiche insgesamt",
        "house:sans_atout_target=consecutive6": "6 Stiche hintereinander",
        "house:herz_bonus_scope": "Herz-Prämie",
        "house:herz_bonus_scope:help": "Wann die 5 Punkte je Gegenspieler für Herz gelten.",
        "house:herz_bonus_scope=herzpraemie_only": "nur bei Herzprämie",
        "house:herz_bonus_scope=all_hearts_trump": "bei jedem Spiel mit Herz Trumpf",
        "house:invited_scoring": "Eingeladener",
        "house:invited_scoring:help": "Was der eingeladene Gegenspieler bekommt.",
        "house:invited_scoring=always_lives": "lebt immer (−3 oder +4)",
        "house:invited_scoring=zero": "bekommt und zahlt nichts",
        "house:lone_defender_quota": "Allein gegen den Spieler",
        "house:lone_defender_quota:help": (
            "Stiche, die ein Gegenspieler braucht, der allein ohne Einladung spielt."
        ),
        "house:lone_defender_quota=2": "2 Stiche",
        "house:lone_defender_quota=4": "4 Stiche",
        "house:hold_right": "Halten",
        "house:hold_right:help": "Wer ein Gebot halten darf.",
        "house:hold_right=forehand_only": "nur die Vorhand",
        "house:hold_right=overbid_when_two_remain": (
            "„hier“ – wer überboten wurde, wenn nur noch zwei bieten"
        ),
        "house:kontra": "Kontra und Rekontra",
        "house:games": "Bettler, Bettler Ouvert, Durchmarsch und Durchmarsch Ouvert",
        "house:games_no_dmo": "Bettler, Bettler Ouvert und Durchmarsch",
        "house:kontra:help": (
            "In {games} darf jeder Gegenspieler verdoppeln, der Spieler dann vervierfachen."
        ),
        "house:kontra_includes_sans": "Kontra auch im Sans Atout",
        "house:kontra_includes_sans:help": "Sans Atout darf auch kontriert werden.",
        "house:ouvert_reveal": "Offene Karten",
        "house:ouvert_reveal:help": "Wann der Spieler eines offenen Spiels seine Karten zeigt.",
        "house:ouvert_reveal=before_first_lead": "vor dem ersten Ausspiel",
        "house:ouvert_reveal=after_first_trick": "nach dem ersten Stich",
        "house:durchmarsch_ouvert": "Durchmarsch Ouvert",
        "house:durchmarsch_ouvert:help": (
            "Ein Durchmarsch mit offenen Karten, über dem Durchmarsch."
        ),
        "house:dmo_value": "Wert des Durchmarsch Ouvert",
        "house:dmo_value:help": (
            "Was der Spieler gewinnt oder zahlt; jeder Gegenspieler die Hälfte."
        ),
        "house:dmo_value=100": "100",
        "house:dmo_value=160": "160 (doppelter Durchmarsch)",
        "house:ace_premiums": "Asse-Prämien",
        "house:ace_premiums:help": (
            "In Trumpfspielen: vier Asse oder angesagt keine Asse, 5 Punkte je Gegenspieler."
        ),
        "house:four_aces_must_announce": "Vier Asse ansagen",
        "house:four_aces_must_announce:help": (
            "Vier Asse zählen nur, wenn sie vorher angesagt sind."
        ),
        "house:hand_doubling": "Hand",
        "house:hand_doubling:help": "{games} ohne Talon zählen doppelt.",
        "house:hand_doubling_includes_sans": "Sans Atout aus der Hand",
        "house:hand_doubling_includes_sans:help": "Auch Sans Atout darf Hand gespielt werden.",
        "house:nachgehen": "Nachgehen",
        "house:nachgehen:help": (
            "Nach dem Ablegen darf, wer mitgeboten hat, mit einem höheren Spiel ab Bettler "
            "übernehmen."
        ),
        "house:pool": "Kassa",
        "house:pool:help": "Wie ein Farbspiel abgerechnet wird.",
        "house:pool=per_hand": "jedes Spiel sofort in Punkten",
        "house:pool=pulka_unlimited": "Pulka (der Geber zahlt 10 ein)",
        "house:pool=pulka_limited": "Pulka mit Obergrenze",
        "house:pool=steirisch": "Steirisch (jeder zahlt den Einsatz ein)",
        "house:pool_cap": "Obergrenze der Pulka",
        "house:pool_cap:help": (
            "Ein Farbspiel zählt die Pulka höchstens so hoch; der Rest bleibt für später."
        ),
        "house:pool_cap=50": "50",
        "house:pool_cap=100": "100",
        "house:pool_cap=200": "200",
        "house:pool:rules": (
            "Mit Kassa (Pulka, Steirisch) gehen in einem Farbspiel Fische: gewinnt der "
            "Alleinspieler, nimmt er die Kassa (K); fällt er, zahlt er 2·K ein. In beiden Fällen "
            "zahlt er jedem Gegenspieler, dem Stiche gutgeschrieben werden, K/10 je Stich, und "
            "ein mitspielender Gegenspieler, der fällt, zahlt K ein (der Eingeladene und wer "
            "aussteigt nie). Spiele ohne Trumpf und die Herz- und Asse-Prämien (10 Fische je "
            "Gegenspieler) zahlen die Spieler einander direkt, die Kassa bleibt. Mit Obergrenze "
            "zählt K höchstens bis zu ihr, der Rest bleibt für später. Am Ende der Partie wird "
            "die Kassa gleich geteilt."
        ),
        "house:pool_stake": "Einsatz (Steirisch)",
        "house:pool_stake:help": "Was jeder zu Beginn und bei leerer Kassa einzahlt.",
        "house:pool_stake=50": "50",
        "house:pool_stake=100": "100",
        "house:pool_stake=200": "200",
        "house:in_force": "Regeln: {rules}",
        "house:pool_now": "{name}: {pool}",
        "house:pool_now_capped": "{name}: {pool} (Farbspiel um {stake})",
        "house:pool_name:pulka": "Pulka",
        "house:pool_name:steirisch": "Kassa",
        "prompt:hand": (
            "Hand spielen, ohne den Talon anzusehen? Zählt doppelt, aber nur als {games}."
        ),
        "goes_after": "{name} geht nach: ein höheres Spiel als {game}",
        "goes_after:you": "Du gehst nach: ein höheres Spiel als {game}",
        "prompt:nachgehen": "Nachgehen: selbst ein höheres Spiel ab Bettler spielen?",
        "prompt:aces": "Asse ansagen?",
        "prompt:kontra": "Kontra geben?",
        "prompt:rekontra": "Rekontra geben?",
        "hand:yes": "Hand spielen",
        "hand:no": "Talon nehmen",
        "nachgehen:pass": "Passen",
        "nachgehen:take": "Nachgehen, Ablage nehmen",
        "nachgehen:leave": "Nachgehen, Ablage liegen lassen",
        "taking_discard": "{name} nimmt die Ablage auf",
        "taking_discard:you": "Du nimmst die Ablage auf",
        "aces:none": "Keine Asse",
        "aces:four": "Vier Asse",
        "aces:pass": "Nichts ansagen",
        "kontra:yes": "Kontra",
        "kontra:no": "Kein Kontra",
        "rekontra:yes": "Rekontra",
        "rekontra:no": "Kein Rekontra",
        "log:hand:yes": "{name} spielt Hand",
        "log:hand:yes:you": "Du spielst Hand",
        "log:hand:no": "{name} nimmt den Talon",
        "log:hand:no:you": "Du nimmst den Talon",
        "log:nachgehen:pass": "{name} geht nicht nach",
        "log:nachgehen:pass:you": "Du gehst nicht nach",
        "log:nachgehen:take": "{name} geht nach und nimmt die Ablage",
        "log:nachgehen:take:you": "Du gehst nach und nimmst die Ablage",
        "log:nachgehen:leave": "{name} geht nach ohne die Ablage",
        "log:nachgehen:leave:you": "Du gehst nach ohne die Ablage",
        "log:aces:none": "{name} sagt „keine Asse“ an",
        "log:aces:none:you": "Du sagst „keine Asse“ an",
        "log:aces:four": "{name} sagt vier Asse an",
        "log:aces:four:you": "Du sagst vier Asse an",
        "log:aces:pass": "{name} sagt keine Prämie an",
        "log:aces:pass:you": "Du sagst keine Prämie an",
        "log:kontra:yes": "{name} gibt Kontra",
        "log:kontra:yes:you": "Du gibst Kontra",
        "log:kontra:no": "{name} gibt kein Kontra",
        "log:kontra:no:you": "Du gibst kein Kontra",
        "log:rekontra:yes": "{name} gibt Rekontra",
        "log:rekontra:yes:you": "Du gibst Rekontra",
        "log:rekontra:no": "{name} gibt kein Rekontra",
        "log:rekontra:no:you": "Du gibst kein Rekontra",
        "result:factor": "{factor}-fach ({why})",
        "result:why:hand": "Hand",
        "result:why:kontra": "Kontra",
        "result:why:rekontra": "Rekontra",
        "result:aces:none": "keine Asse: {points}",
        "result:aces:four": "vier Asse: {points}",
        "result:pool": "{name} {before} → {after}",
        "result:chips_1": "{n} Fisch",
        "result:chips_n": "{n} Fische",
        "score_sheet:pool": "Fische",
        "result:paid_in": "eingezahlt: {who}",
        "result:pool_capped": "gespielt um {stake} (Obergrenze der Pulka)",
    },
    "en": {
        "house:switches": "Every rule by itself",
        "house:intro": (
            "Many tables play their own house rules. In the “New match” dialog you choose them "
            "for the whole match: the standard rules, the Austrian table or every rule yourself. "
            "The table and the score sheet name the rules in force."
        ),
        "house:off": "no {switch}",
        "house:value:on": "on",
        "house:value:off": "off",
        "house:rules_of_match": "Rules of this match: {rules}",
        "house:rules_text_note": (
            "Where they differ from the text below, the house rules apply (last section)."
        ),
        "house:fixed_in_match": (
            "House rules hold for the whole match; a new match can change them."
        ),
        "house:title": "House rules",
        "house:preset:online": "Standard rules",
        "house:preset:online:help": "The game as played on the online portal: no house rules.",
        "house:preset:oesterreich": "Austrian table",
        "house:preset:oesterreich:help": (
            "Kontra, Hand, Nachgehen, ace premiums, Durchmarsch Ouvert, the “here” hold "
            "and the Pulka."
        ),
        "house:preset:custom": "My own rules",
        "house:preset:custom:help": "Choose every house rule yourself.",
        "house:group:auction": "Bidding",
        "house:group:contract": "Game and talon",
        "house:group:scoring": "Scoring",
        "house:group:pool": "Pot",
        "house:rotation": "Direction of play",
        "house:rotation:help": "Who bids, leads and deals after whom.",
        "house:rotation=clockwise": "clockwise",
        "house:rotation=anticlockwise": "anticlockwise",
        "house:sans_atout_target": "Sans Atout",
        "house:sans_atout_target:help": "What the declarer must make in Sans Atout.",
        "house:sans_atout_target=total6": "6 tricks in all",
        "house:sans_atout_target=consecutive6": "6 tricks in a row",
        "house:herz_bonus_scope": "Hearts premium",
        "house:herz_bonus_scope:help": "When the 5 points per defender for hearts apply.",
        "house:herz_bonus_scope=herzpraemie_only": "in Herzprämie only",
        "house:herz_bonus_scope=all_hearts_trump": "in every game with hearts trumps",
        "house:invited_scoring": "Invited defender",
        "house:invited_scoring:help": "What the invited defender scores.",
        "house:invited_scoring=always_lives": "always lives (−3 or +4)",
        "house:invited_scoring=zero": "gets and pays nothing",
        "house:lone_defender_quota": "Defending alone",
        "house:lone_defender_quota:help": (
            "Tricks a defender needs who plays alone, without an invitation."
        ),
        "house:lone_defender_quota=2": "2 tricks",
        "house:lone_defender_quota=4": "4 tricks",
        "house:hold_right": "Holding",
        "house:hold_right:help": "Who may hold a bid.",
        "house:hold_right=forehand_only": "forehand only",
        "house:hold_right=overbid_when_two_remain": (
            "“here” – whoever was overbid while only two are bidding"
        ),
        "house:kontra": "Kontra and Rekontra",
        "house:games": "Bettler, Bettler Ouvert, Durchmarsch and Durchmarsch Ouvert",
        "house:games_no_dmo": "Bettler, Bettler Ouvert and Durchmarsch",
        "house:kontra:help": "In {games} each defender may double, the declarer then redouble.",
        "house:kontra_includes_sans": "Kontra in Sans Atout too",
        "house:kontra_includes_sans:help": "Sans Atout may be doubled as well.",
        "house:ouvert_reveal": "Open cards",
        "house:ouvert_reveal:help": "When the declarer of an open game shows his cards.",
        "house:ouvert_reveal=before_first_lead": "before the first lead",
        "house:ouvert_reveal=after_first_trick": "after the first trick",
        "house:durchmarsch_ouvert": "Durchmarsch Ouvert",
        "house:durchmarsch_ouvert:help": "A Durchmarsch with open cards, above Durchmarsch.",
        "house:dmo_value": "Value of Durchmarsch Ouvert",
        "house:dmo_value:help": "What the declarer wins or pays; each defender half of it.",
        "house:dmo_value=100": "100",
        "house:dmo_value=160": "160 (twice Durchmarsch)",
        "house:ace_premiums": "Ace premiums",
        "house:ace_premiums:help": (
            "In trump games: four aces, or no ace announced, 5 points per defender."
        ),
        "house:four_aces_must_announce": "Announce four aces",
        "house:four_aces_must_announce:help": "Four aces count only when announced first.",
        "house:hand_doubling": "Hand",
        "house:hand_doubling:help": "{games} without the talon count double.",
        "house:hand_doubling_includes_sans": "Sans Atout by hand",
        "house:hand_doubling_includes_sans:help": "Sans Atout may be played Hand too.",
        "house:nachgehen": "Nachgehen",
        "house:nachgehen:help": (
            "After the discard, another bidder may take over with a higher game from Bettler up."
        ),
        "house:pool": "Pot",
        "house:pool:help": "How a suit game is settled.",
        "house:pool=per_hand": "every deal at once, in points",
        "house:pool=pulka_unlimited": "Pulka (the dealer pays 10 in)",
        "house:pool=pulka_limited": "Pulka with a limit",
        "house:pool=steirisch": "Styrian (everyone pays the stake in)",
        "house:pool_cap": "Limit of the Pulka",
        "house:pool_cap:help": (
            "A trump game counts the Pulka as at most this much; the rest stays for later."
        ),
        "house:pool_cap=50": "50",
        "house:pool_cap=100": "100",
        "house:pool_cap=200": "200",
        "house:pool:rules": (
            "With a pot (Pulka, Styrian) a suit game moves chips: if the declarer wins he takes "
            "the pot (P); if he falls he pays 2·P into it. Either way he pays each defender "
            "credited with tricks P/10 per trick, and a defender who plays and falls pays P into "
            "the pot (the invited player and one who passes never do). Games without trumps and "
            "the hearts and ace premiums (10 chips per defender) are paid between the players; "
            "the pot stays. With a limit, P counts only up to it and the rest waits for a later "
            "deal. At the end of the match the pot is shared equally."
        ),
        "house:pool_stake": "Stake (Styrian)",
        "house:pool_stake:help": "What everyone pays in at the start and when the pot is empty.",
        "house:pool_stake=50": "50",
        "house:pool_stake=100": "100",
        "house:pool_stake=200": "200",
        "house:in_force": "Rules: {rules}",
        "house:pool_now": "{name}: {pool}",
        "house:pool_now_capped": "{name}: {pool} (a trump game plays for {stake})",
        "house:pool_name:pulka": "Pulka",
        "house:pool_name:steirisch": "Pot",
        "prompt:hand": (
            "Play Hand, without looking at the talon? Counts double, but only as {games}."
        ),
        "goes_after": "{name} goes after: a game above {game}",
        "goes_after:you": "You go after: a game above {game}",
        "prompt:nachgehen": "Nachgehen: play a higher game yourself, from Bettler up?",
        "prompt:aces": "Announce aces?",
        "prompt:kontra": "Double (Kontra)?",
        "prompt:rekontra": "Redouble (Rekontra)?",
        "hand:yes": "Play Hand",
        "hand:no": "Take the talon",
        "nachgehen:pass": "Pass",
        "nachgehen:take": "Go after, take the discard",
        "nachgehen:leave": "Go after, leave the discard",
        "taking_discard": "{name} picks up the discard",
        "taking_discard:you": "You pick up the discard",
        "aces:none": "No aces",
        "aces:four": "Four aces",
        "aces:pass": "Announce nothing",
        "kontra:yes": "Kontra",
        "kontra:no": "No Kontra",
        "rekontra:yes": "Rekontra",
        "rekontra:no": "No Rekontra",
        "log:hand:yes": "{name} plays Hand",
        "log:hand:yes:you": "You play Hand",
        "log:hand:no": "{name} takes the talon",
        "log:hand:no:you": "You take the talon",
        "log:nachgehen:pass": "{name} does not go after",
        "log:nachgehen:pass:you": "You do not go after",
        "log:nachgehen:take": "{name} goes after and takes the discard",
        "log:nachgehen:take:you": "You go after and take the discard",
        "log:nachgehen:leave": "{name} goes after without the discard",
        "log:nachgehen:leave:you": "You go after without the discard",
        "log:aces:none": "{name} announces “no aces”",
        "log:aces:none:you": "You announce “no aces”",
        "log:aces:four": "{name} announces four aces",
        "log:aces:four:you": "You announce four aces",
        "log:aces:pass": "{name} announces no premium",
        "log:aces:pass:you": "You announce no premium",
        "log:kontra:yes": "{name} doubles: Kontra",
        "log:kontra:yes:you": "You double: Kontra",
        "log:kontra:no": "{name} does not double",
        "log:kontra:no:you": "You do not double",
        "log:rekontra:yes": "{name} redoubles: Rekontra",
        "log:rekontra:yes:you": "You redouble: Rekontra",
        "log:rekontra:no": "{name} does not redouble",
        "log:rekontra:no:you": "You do not redouble",
        "result:factor": "×{factor} ({why})",
        "result:why:hand": "Hand",
        "result:why:kontra": "Kontra",
        "result:why:rekontra": "Rekontra",
        "result:aces:none": "no aces: {points}",
        "result:aces:four": "four aces: {points}",
        "result:pool": "{name} {before} → {after}",
        "result:chips_1": "{n} chip",
        "result:chips_n": "{n} chips",
        "score_sheet:pool": "Chips",
        "result:paid_in": "paid in: {who}",
        "result:pool_capped": "played for {stake} (the Pulka's limit)",
    },
    "ru": {
        "house:switches": "Каждое правило отдельно",
        "house:intro": (
            "Многие компании играют по своим домашним правилам. В окне «Новая партия» они "
            "выбираются на всю партию: стандартные правила, австрийский стол или каждое правило "
            "отдельно. Стол и запись называют действующие правила."
        ),
        "house:off": "без: {switch}",
        "house:value:on": "да",
        "house:value:off": "нет",
        "house:rules_of_match": "Правила партии: {rules}",
        "house:rules_text_note": (
            "Где они расходятся с текстом ниже, действуют домашние правила (последний раздел)."
        ),
        "house:fixed_in_match": (
            "Домашние правила действуют на всю партию; изменить их можно в новой партии."
        ),
        "house:title": "Домашние правила",
        "house:preset:online": "Стандартные правила",
        "house:preset:online:help": "Игра как на онлайн-портале: без домашних правил.",
        "house:preset:oesterreich": "Австрийский стол",
        "house:preset:oesterreich:help": (
            "Контра, игра без прикупа, нахгехен, премии за тузов, открытый дурхмарш, "
            "«здесь» и пулька."
        ),
        "house:preset:custom": "Свои правила",
        "house:preset:custom:help": "Выбрать каждое правило самому.",
        "house:group:auction": "Торговля",
        "house:group:contract": "Игра и прикуп",
        "house:group:scoring": "Расчёт",
        "house:group:pool": "Пулька",
        "house:rotation": "Направление игры",
        "house:rotation:help": "Кто после кого торгуется, ходит и сдаёт.",
        "house:rotation=clockwise": "по часовой стрелке",
        "house:rotation=anticlockwise": "против часовой стрелки",
        "house:sans_atout_target": "Без козыря",
        "house:sans_atout_target:help": "Сколько взяток нужно разыгрывающему без козыря.",
        "house:sans_atout_target=total6": "6 взяток всего",
        "house:sans_atout_target=consecutive6": "6 взяток подряд",
        "house:herz_bonus_scope": "Премия за червы",
        "house:herz_bonus_scope:help": "Когда действует премия 5 очков с каждого вистующего.",
        "house:herz_bonus_scope=herzpraemie_only": "только в игре «червы»",
        "house:herz_bonus_scope=all_hearts_trump": "в любой игре с козырем червы",
        "house:invited_scoring": "Приглашённый",
        "house:invited_scoring:help": "Что получает приглашённый вистующий.",
        "house:invited_scoring=always_lives": "всегда «живёт» (−3 или +4)",
        "house:invited_scoring=zero": "не получает и не платит ничего",
        "house:lone_defender_quota": "Вист в одиночку",
        "house:lone_defender_quota:help": (
            "Сколько взяток нужно вистующему, который играет один, без приглашения."
        ),
        "house:lone_defender_quota=2": "2 взятки",
        "house:lone_defender_quota=4": "4 взятки",
        "house:hold_right": "Держать заявку",
        "house:hold_right:help": "Кто может держать заявку.",
        "house:hold_right=forehand_only": "только первая рука",
        "house:hold_right=overbid_when_two_remain": (
            "«здесь» – кого переторговали, когда в торговле остались двое"
        ),
        "house:kontra": "Контра и реконтра",
        "house:games": "мизер, открытый мизер, дурхмарш и открытый дурхмарш",
        "house:games_no_dmo": "мизер, открытый мизер и дурхмарш",
        "house:kontra:help": (
            "На {games} каждый вистующий может дать контру, разыгрывающий — реконтру."
        ),
        "house:kontra_includes_sans": "Контра и без козыря",
        "house:kontra_includes_sans:help": "Контру можно дать и на игру без козыря.",
        "house:ouvert_reveal": "Открытые карты",
        "house:ouvert_reveal:help": "Когда разыгрывающий открытой игры открывает карты.",
        "house:ouvert_reveal=before_first_lead": "до первого хода",
        "house:ouvert_reveal=after_first_trick": "после первой взятки",
        "house:durchmarsch_ouvert": "Открытый дурхмарш",
        "house:durchmarsch_ouvert:help": "Дурхмарш с открытыми картами, выше дурхмарша.",
        "house:dmo_value": "Цена открытого дурхмарша",
        "house:dmo_value:help": (
            "Сколько выигрывает или платит разыгрывающий; каждый вистующий — половину."
        ),
        "house:dmo_value=100": "100",
        "house:dmo_value=160": "160 (вдвое дороже дурхмарша)",
        "house:ace_premiums": "Премии за тузов",
        "house:ace_premiums:help": (
            "В игре с козырем: четыре туза или объявленное «ни одного туза», "
            "по 5 очков с вистующего."
        ),
        "house:four_aces_must_announce": "Объявлять четырёх тузов",
        "house:four_aces_must_announce:help": (
            "Четыре туза засчитываются, только если о них объявлено заранее."
        ),
        "house:hand_doubling": "Без прикупа",
        "house:hand_doubling:help": "{games} без прикупа стоят вдвое.",
        "house:hand_doubling_includes_sans": "Без козыря без прикупа",
        "house:hand_doubling_includes_sans:help": "И без козыря можно играть без прикупа.",
        "house:nachgehen": "Нахгехен",
        "house:nachgehen:help": (
            "После сноса тот, кто торговался, может перебить более высокой игрой, от мизера."
        ),
        "house:pool": "Пулька",
        "house:pool:help": "Как рассчитывается игра с козырем.",
        "house:pool=per_hand": "каждая сдача сразу, в очках",
        "house:pool=pulka_unlimited": "неограниченная пулька (сдающий вносит 10)",
        "house:pool=pulka_limited": "ограниченная пулька",
        "house:pool=steirisch": "штирийский (каждый вносит ставку)",
        "house:pool_cap": "Предел пульки",
        "house:pool_cap:help": (
            "Мастевая игра считает пульку не выше этого; остаток остаётся на потом."
        ),
        "house:pool_cap=50": "50",
        "house:pool_cap=100": "100",
        "house:pool_cap=200": "200",
        "house:pool:rules": (
            "С пулькой (в том числе штирийской) игра с козырем приносит фишки: выполнив заказ, "
            "разыгрывающий забирает пульку (П); не выполнив — вносит в неё 2·П. В обоих случаях "
            "он платит каждому вистующему, которому засчитаны взятки, по П/10 за взятку, а "
            "вистующий, не выполнивший норму, вносит П (приглашённый и спасовавший — никогда). "
            "Игры без козыря и премии за червы и тузов (по 10 фишек с каждого) игроки платят "
            "друг другу, пулька не меняется. С пределом П считается не больше предела, остаток "
            "переходит на следующие сдачи. В конце партии пулька делится поровну."
        ),
        "house:pool_stake": "Ставка (штирийский)",
        "house:pool_stake:help": "Что каждый вносит в начале и когда пулька пуста.",
        "house:pool_stake=50": "50",
        "house:pool_stake=100": "100",
        "house:pool_stake=200": "200",
        "house:in_force": "Правила: {rules}",
        "house:pool_now": "{name}: {pool}",
        "house:pool_now_capped": "{name}: {pool} (мастевая игра — на {stake})",
        "house:pool_name:pulka": "Пулька",
        "house:pool_name:steirisch": "Пулька",
        "prompt:hand": (
            "Играть без прикупа, не глядя в него? Игра стоит вдвое, но объявить можно только "
            "{games}."
        ),
        "goes_after": "{name} объявляет нахгехен: игра выше, чем {game}",
        "goes_after:you": "Вы объявляете нахгехен: игра выше, чем {game}",
        "prompt:nachgehen": "Нахгехен: сыграть самому более высокую игру, от мизера?",
        "prompt:aces": "Объявить тузов?",
        "prompt:kontra": "Дать контру?",
        "prompt:rekontra": "Дать реконтру?",
        "hand:yes": "Без прикупа",
        "hand:no": "Взять прикуп",
        "nachgehen:pass": "Пас",
        "nachgehen:take": "Нахгехен, взять снос",
        "nachgehen:leave": "Нахгехен, без сноса",
        "taking_discard": "{name} берёт снос",
        "taking_discard:you": "Вы берёте снос",
        "aces:none": "Ни одного туза",
        "aces:four": "Четыре туза",
        "aces:pass": "Ничего не объявлять",
        "kontra:yes": "Контра",
        "kontra:no": "Без контры",
        "rekontra:yes": "Реконтра",
        "rekontra:no": "Без реконтры",
        "log:hand:yes": "{name} играет без прикупа",
        "log:hand:yes:you": "Вы играете без прикупа",
        "log:hand:no": "{name} берёт прикуп",
        "log:hand:no:you": "Вы берёте прикуп",
        "log:nachgehen:pass": "{name} не объявляет нахгехен",
        "log:nachgehen:pass:you": "Вы не объявляете нахгехен",
        "log:nachgehen:take": "{name} объявляет нахгехен и берёт снос",
        "log:nachgehen:take:you": "Вы объявляете нахгехен и берёте снос",
        "log:nachgehen:leave": "{name} объявляет нахгехен без сноса",
        "log:nachgehen:leave:you": "Вы объявляете нахгехен без сноса",
        "log:aces:none": "{name} объявляет: ни одного туза",
        "log:aces:none:you": "Вы объявляете: ни одного туза",
        "log:aces:four": "{name} объявляет четырёх тузов",
        "log:aces:four:you": "Вы объявляете четырёх тузов",
        "log:aces:pass": "{name} не объявляет премию",
        "log:aces:pass:you": "Вы не объявляете премию",
        "log:kontra:yes": "{name} даёт контру",
        "log:kontra:yes:you": "Вы даёте контру",
        "log:kontra:no": "{name} не даёт контру",
        "log:kontra:no:you": "Вы не даёте контру",
        "log:rekontra:yes": "{name} даёт реконтру",
        "log:rekontra:yes:you": "Вы даёте реконтру",
        "log:rekontra:no": "{name} не даёт реконтру",
        "log:rekontra:no:you": "Вы не даёте реконтру",
        "result:factor": "×{factor} ({why})",
        "result:why:hand": "без прикупа",
        "result:why:kontra": "контра",
        "result:why:rekontra": "реконтра",
        "result:aces:none": "ни одного туза: {points}",
        "result:aces:four": "четыре туза: {points}",
        "result:pool": "{name} {before} → {after}",
        "result:chips_1": "{n} фишка",
        "result:chips_few": "{n} фишки",
        "result:chips_n": "{n} фишек",
        "score_sheet:pool": "Фишки",
        "result:paid_in": "взнос в пульку: {who}",
        "result:pool_capped": "игра шла на {stake} (предел пульки)",
    },
}
