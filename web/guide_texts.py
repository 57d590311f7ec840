"""Texts of the guided deal and of the game terms, in German, English and Russian.

Part of ``labels.TEXTS`` (``labels.py`` merges these in). ``guide:<step>`` is the short
explanation the guide shows at a step of the deal (``guide.step`` picks it);
``term:<term>`` the one-line explanation of a game term shown on hover or long-press
(``guide.TERMS`` says which control or word carries which term). The wording follows
rules.md; the Russian uses the terms of Russian Preferans players (rules.md §10).
"""

from __future__ import annotations

__all__ = ["TEXTS"]

TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "guide:title": "So geht's",
        "guide:hide": "Anleitung ausschalten (in den Einstellungen wieder einschalten)",
        "guide:rung": "{bid} ({suit})",
        "guide:auction_first": (
            "Lizitieren: Wer am höchsten bietet, spielt allein gegen die beiden anderen. "
            "Gebote steigen genau um eine Stufe: Eins, Zwei, Drei, Vier … (Geschäft und "
            "Herzprämie sind Handspiele ohne Talon.) Mit vielen hohen Karten und einer langen "
            "Farbe biete, sonst passe – Passen ist endgültig."
        ),
        "guide:auction_guided": (
            "Lizitieren: Wer am höchsten bietet, spielt allein gegen die beiden anderen. "
            "Gebote steigen genau um eine Stufe: Eins, Zwei, Drei, Vier … In diesem ersten "
            "Spiel reichen deine Karten: biete Eins und halte, wenn ein anderer mitbietet – so "
            "lernst du das Spiel als Alleinspieler kennen."
        ),
        "guide:auction": (
            "Biete die nächste Stufe oder passe. Die Zahl nennt die niedrigste Farbe, die du "
            "nach dem Talon zu Trumpf machen darfst: {ladder}. Als Alleinspieler brauchst du "
            "später 6 der 10 Stiche."
        ),
        "guide:hold": (
            "Halten: Als Vorhand darfst du das Gebot des anderen übernehmen, ohne zu erhöhen. "
            "Dann muss er höher bieten oder passen. Die Zahl eines Gebots nennt die niedrigste "
            "Farbe, die später Trumpf sein darf: {ladder}."
        ),
        "guide:hold_overbid": (
            "Halten („hier“): Wer gerade überboten wurde, darf das Gebot übernehmen, ohne zu "
            "erhöhen, solange nur noch zwei lizitieren. Dann muss der andere höher bieten "
            "oder passen."
        ),
        "guide:naming": (
            "Geschäft: Nenne die Farbe, die Trumpf sein soll. Haben mehrere Geschäft gesagt, "
            "gewinnt die höchste Farbe: Herz vor Karo vor Pik vor Kreuz."
        ),
        "guide:hand": (
            "Hand: Ohne den Talon anzusehen darfst du ein Spiel ohne Trumpf ab deinem Gebot "
            "ansagen – es zählt doppelt. Nur mit einer sehr sicheren Hand; sonst nimm den "
            "Talon und spiel wie gewohnt."
        ),
        "guide:nachgehen": (
            "Nachgehen: Du darfst das Spiel mit einem höheren Spiel ohne Trumpf ab Bettler "
            "übernehmen – mit der Ablage oder ohne sie. Wer passt, bleibt Gegenspieler; "
            "Passen ist hier endgültig."
        ),
        "guide:aces": (
            "Asse-Prämie: „Keine Asse“ (keines unter deinen 12 Karten, bei Handspielen 10) "
            "bringt 5 Punkte je Gegenspieler, wenn du lebst, und kostet sie, wenn du fällst. "
            "„Vier Asse“ zählt nur, wenn du lebst."
        ),
        "guide:kontra": (
            "Kontra: Glaubst du, der Alleinspieler verliert, verdoppelt Kontra, was zwischen "
            "dir und ihm verrechnet wird – im Guten wie im Schlechten. Er darf mit Rekontra "
            "noch einmal verdoppeln."
        ),
        "guide:rekontra": (
            "Rekontra: Bist du dir des Gewinns sicher, verdoppelst du gegen jeden, der Kontra "
            "gegeben hat, noch einmal – auf das Vierfache."
        ),
        "guide:take_discard": (
            "Ablage: Die zwei markierten Karten sind die Ablage, die du aufgenommen hast. "
            "Lege zwei beliebige Karten verdeckt ab; dann sagst du ein höheres Spiel ohne "
            "Trumpf an."
        ),
        "guide:auction_no_trump": (
            "Jetzt sind nur noch Spiele ohne Trumpf zu bieten: im Bettler machst du keinen "
            "Stich, im Sans Atout 6, im Durchmarsch alle 10. Biete nur mit der Hand dafür, "
            "sonst passe."
        ),
        "guide:talon_bettler": (
            "Talon: Die zwei markierten Karten hast du aus dem Talon aufgenommen. Im Bettler "
            "willst du keinen Stich: lege zwei hohe Karten ab, die dir einen Stich bringen "
            "könnten."
        ),
        "guide:talon_no_trump": (
            "Talon: Die zwei markierten Karten hast du aus dem Talon aufgenommen. Ohne Trumpf "
            "zählen hohe Karten und lange Farben: lege zwei einzelne niedrige Karten ab."
        ),
        "guide:discard_free": (
            "Du hast die ausgespielte Farbe nicht und keinen Trumpf: jede Karte ist erlaubt. "
            "Wirf eine ab, die du nicht mehr brauchst."
        ),
        "guide:talon": (
            "Talon: Die zwei markierten Karten hast du aus dem Talon aufgenommen. Lege zwei "
            "beliebige Karten verdeckt ab – gut sind einzelne niedrige Karten einer Farbe, "
            "die du nicht als Trumpf willst."
        ),
        "guide:announce": (
            "Ansage: Sag dein Spiel an, mindestens so hoch wie dein Gebot – meist die Farbe "
            "mit den meisten Trümpfen. Du brauchst 6 der 10 Stiche."
        ),
        "guide:announce_no_trump": (
            "Ansage: Jetzt stehen nur Spiele ohne Trumpf zur Wahl: {games}. Im Bettler "
            "machst du keinen Stich, im Sans Atout 6, im Durchmarsch alle 10; „Ouvert“ "
            "heißt mit offen aufgelegten Karten."
        ),
        "guide:defence": (
            "Mitspielen oder aussteigen: Wer mitspielt, braucht mindestens 2 eigene Stiche, "
            "sonst fällt er. Wer aussteigt, lebt immer. Mit einer schwachen Hand steig aus."
        ),
        "guide:defence_wait": (
            "Jetzt entscheiden die Gegenspieler, ob sie mitspielen. Steigen beide aus, "
            "gewinnt der Alleinspieler ohne Spiel."
        ),
        "guide:invite": (
            "Einladen: Der andere ist ausgestiegen. Lädst du ihn ein, spielt er doch mit, "
            "seine Stiche zählen aber für dich – dann brauchst du 4."
        ),
        "guide:lead": (
            "Du spielst aus: Jede Karte ist erlaubt. Wer den Stich macht, spielt zum nächsten aus."
        ),
        "guide:lead_bettler": (
            "Du spielst aus, im Bettler: Du darfst keinen einzigen Stich machen – spiel niedrige "
            "Karten aus, die die Gegner überstechen müssen."
        ),
        "guide:lead_catch": (
            "Du spielst aus, gegen einen Bettler: Bring den Alleinspieler zu einem Stich – "
            "spiel eine Farbe niedrig an, in der er hohe Karten hat."
        ),
        "guide:stichzwang": (
            "Stichzwang: Bediene die ausgespielte Farbe und übernimm den Stich, wenn du "
            "kannst – ein Gegenspieler auch gegen seinen Partner. Darum sind manche Karten "
            "ausgegraut."
        ),
        "guide:trumpfzwang": (
            "Trumpfzwang: Die ausgespielte Farbe hast du nicht, also musst du mit Trumpf "
            "stechen – und übertrumpfen, wenn schon ein Trumpf im Stich liegt."
        ),
        "guide:follow": "Bediene die ausgespielte Farbe; ausgegraute Karten sind nicht erlaubt.",
        "guide:result": (
            "Abrechnung: Die Tabelle zeigt, wer gelebt hat oder gefallen ist, und warum. "
            "„Spiel durchsehen“ zeigt jeden Stich mit allen Karten."
        ),
        # the game terms (hover or long-press)
        "term:geschaeft": (
            "Geschäft: Handspiel ohne Talon; der Trumpf wird erst nach dem Lizitieren "
            "genannt. Nur beim ersten Wort; überbietet Eins bis Vier."
        ),
        "term:herzpraemie": (
            "Herzprämie: Handspiel mit Herz als Trumpf, ohne Talon; dazu eine Prämie von "
            "5 Punkten je Gegenspieler."
        ),
        "term:hold": "Halten: Die Vorhand übernimmt das letzte Gebot, ohne zu erhöhen.",
        "term:hold_overbid": (
            "Halten („hier“): Wer gerade überboten wurde, übernimmt das Gebot, ohne zu "
            "erhöhen – solange nur noch zwei lizitieren."
        ),
        "term:pass": "Passen: nicht (mehr) bieten; endgültig für dieses Spiel.",
        "term:invite": (
            "Einladen: Der allein mitspielende Gegenspieler holt den Ausgestiegenen zurück; "
            "alle Stiche der Verteidigung zählen für den Einladenden, der 4 braucht."
        ),
        "term:play_alone": (
            "Allein mitspielen: ohne Einladung gegen den Alleinspieler; du brauchst 2 Stiche."
        ),
        "term:defend": (
            "Mitspielen: als Gegenspieler gegen den Alleinspieler; du brauchst 2 eigene Stiche."
        ),
        "term:stay_out": "Aussteigen: nicht mitspielen; wer aussteigt, lebt immer.",
        "term:bettler": "Bettler: ohne Trumpf keinen einzigen Stich machen. Fester Wert 10.",
        "term:ouvert": ("Bettler Ouvert: Bettler mit offen aufgelegten Karten. Fester Wert 30."),
        "term:sans": (
            "Sans Atout: ohne Trumpf mindestens 6 Stiche; der rechte Gegenspieler spielt aus. "
            "Fester Wert 20."
        ),
        "term:durchmarsch": "Durchmarsch: ohne Trumpf alle 10 Stiche machen. Fester Wert 40.",
        "term:talon": (
            "Talon: die zwei verdeckten Karten. Der Alleinspieler nimmt sie auf und legt zwei "
            "Karten ab – nicht bei den Handspielen Geschäft und Herzprämie."
        ),
        "term:forehand": "Vorhand: sitzt links vom Geber, sagt zuerst und darf halten.",
        "term:forehand_anti": "Vorhand: sitzt rechts vom Geber, sagt zuerst und darf halten.",
        "term:forehand_nohold": "Vorhand: sitzt links vom Geber und sagt zuerst.",
        "term:forehand_anti_nohold": "Vorhand: sitzt rechts vom Geber und sagt zuerst.",
        "term:dealer_anti": "Geber: teilt aus; nach jedem Spiel gibt sein rechter Nachbar.",
        "term:declarer": "Alleinspieler: hat das Lizitieren gewonnen und spielt gegen zwei.",
        "term:dealer": "Geber: teilt aus; nach jedem Spiel gibt sein linker Nachbar.",
        "term:trumps": "Trumpf: die Farbe, die jede andere Farbe sticht.",
        "term:suit_game": (
            "Farbspiel: Trumpfspiel mit Talon; der Alleinspieler braucht 6 der 10 Stiche."
        ),
    },
    "en": {
        "guide:title": "How it works",
        "guide:hide": "Turn the guide off (the settings turn it back on)",
        "guide:rung": "{bid} ({suit})",
        "guide:auction_first": (
            "The auction: the highest bidder plays alone against the other two. Bids go up "
            "exactly one step: One, Two, Three, Four … (Geschäft and Herzprämie are hand "
            "games, without the talon.) With many high cards and a long suit, bid; otherwise "
            "pass – passing is final."
        ),
        "guide:auction_guided": (
            "The auction: the highest bidder plays alone against the other two. Bids go up "
            "exactly one step: One, Two, Three, Four … In this first deal your cards will do: "
            "bid One, and hold when another player bids – so you learn the game as the "
            "declarer."
        ),
        "guide:auction": (
            "Bid the next step or pass. The number is the lowest suit you may make trumps "
            "after the talon: {ladder}. As the declarer you will need 6 of the 10 tricks."
        ),
        "guide:hold": (
            "Hold: as forehand you may take over the other player's bid without raising it. "
            "He must then bid higher or pass. A bid's number is the lowest suit that may "
            "become trumps later: {ladder}."
        ),
        "guide:hold_overbid": (
            "Hold (“here”): the player just overbid may take over the bid without raising it "
            "while only two remain in the auction. The other must then bid higher or pass."
        ),
        "guide:naming": (
            "Geschäft: name the suit you want as trumps. If several players called Geschäft, "
            "the highest suit wins: Hearts over Diamonds over Spades over Clubs."
        ),
        "guide:hand": (
            "Hand: without looking at the talon you may announce a game without trumps from "
            "your bid up – it counts double. Only with a very safe hand; otherwise take the "
            "talon and play as usual."
        ),
        "guide:nachgehen": (
            "Go after (Nachgehen): you may take the game over with a higher game without "
            "trumps, from Bettler up – taking the discard or leaving it. If you pass you stay "
            "a defender; a pass is final here."
        ),
        "guide:aces": (
            "Ace premium: “No aces” (none among your 12 cards, 10 in a hand game) earns 5 "
            "points from each defender if you live and costs as much if you fall. “Four aces” "
            "counts only if you live."
        ),
        "guide:kontra": (
            "Kontra: if you think the declarer will lose, Kontra doubles what is settled "
            "between you and him – for better or worse. He may double again with Rekontra."
        ),
        "guide:rekontra": (
            "Rekontra: if you are sure to win, you double again against each defender who "
            "said Kontra – four times the amount."
        ),
        "guide:take_discard": (
            "The discard: the two marked cards are the discard you took up. Lay any two "
            "cards away face down; then announce a higher game without trumps."
        ),
        "guide:auction_no_trump": (
            "From here only games without trumps can be bid: in Bettler you take no trick, "
            "in Sans Atout 6, in Durchmarsch all 10. Bid only with the hand for it; "
            "otherwise pass."
        ),
        "guide:talon_bettler": (
            "The talon: the two marked cards came from the talon. In Bettler you want no "
            "trick: lay away two high cards that could win you one."
        ),
        "guide:talon_no_trump": (
            "The talon: the two marked cards came from the talon. Without trumps, high cards "
            "and long suits count: lay away two single low cards."
        ),
        "guide:discard_free": (
            "You have none of the suit led and no trump: any card may go. Throw one you no "
            "longer need."
        ),
        "guide:talon": (
            "The talon: the two marked cards came from the talon. Lay any two cards away "
            "face down – single low cards of a suit you do not want as trumps are good."
        ),
        "guide:announce": (
            "Announce your game, at least as high as your bid – usually the suit with the "
            "most trumps. You need 6 of the 10 tricks."
        ),
        "guide:announce_no_trump": (
            "Announce: only games without trumps are open now: {games}. In Bettler you take "
            "no trick, in Sans Atout 6, in Durchmarsch all 10; “Ouvert” means with your "
            "cards face up."
        ),
        "guide:defence": (
            "Defend or stay out: a defender needs at least 2 tricks of his own or he falls. "
            "A player who stays out always lives. With a weak hand, stay out."
        ),
        "guide:defence_wait": (
            "Now the defenders decide whether to play. If both stay out, the declarer wins "
            "without play."
        ),
        "guide:invite": (
            "Invite: the other defender stayed out. If you invite him he plays after all, but his "
            "tricks count for you – then you need 4."
        ),
        "guide:lead": "Your lead: any card is allowed. Whoever wins a trick leads to the next.",
        "guide:lead_bettler": (
            "Your lead, in Bettler: you must not take a single trick – lead low cards the "
            "others have to beat."
        ),
        "guide:lead_catch": (
            "Your lead, against a Bettler: make the declarer take a trick – lead low in a suit "
            "where he holds high cards."
        ),
        "guide:stichzwang": (
            "You must beat (Stichzwang): follow suit and win the trick if you can – a "
            "defender even against his partner. That is why some cards are greyed out."
        ),
        "guide:trumpfzwang": (
            "You must trump (Trumpfzwang): you have none of the suit led, so you must play a "
            "trump – and overtrump if a trump is already in the trick."
        ),
        "guide:follow": "Follow suit; greyed-out cards are not allowed.",
        "guide:result": (
            "The settlement shows who lived or fell, and why. “Review the deal” shows every "
            "trick with all the cards."
        ),
        "term:geschaeft": (
            "Geschäft: hand game without the talon; trumps are named after the auction. Only "
            "at your first turn; overbids One to Four."
        ),
        "term:herzpraemie": (
            "Herzprämie: hand game with hearts as trumps, without the talon, plus a premium "
            "of 5 points from each defender."
        ),
        "term:hold": "Hold: forehand takes over the last bid without raising it.",
        "term:hold_overbid": (
            "Hold (“here”): the player just overbid takes over the bid without raising it – "
            "while only two remain in the auction."
        ),
        "term:pass": "Pass: make no (further) bid; final for this deal.",
        "term:invite": (
            "Invite: the lone defender brings the other back in; all the defence's tricks "
            "count for the inviter, who needs 4."
        ),
        "term:play_alone": "Defend alone: without an invitation; you need 2 tricks.",
        "term:defend": "Defend: play against the declarer; you need 2 tricks of your own.",
        "term:stay_out": "Stay out: do not defend; a player who stays out always lives.",
        "term:bettler": "Bettler (misère): no trumps, take no trick at all. Fixed value 10.",
        "term:ouvert": "Bettler Ouvert: Bettler with the cards face up. Fixed value 30.",
        "term:sans": (
            "Sans Atout: no trumps, at least 6 tricks; the defender on the right leads. "
            "Fixed value 20."
        ),
        "term:durchmarsch": "Durchmarsch: no trumps, take all 10 tricks. Fixed value 40.",
        "term:talon": (
            "Talon: the two face-down cards. The declarer picks them up and lays two cards "
            "away – not in the hand games Geschäft and Herzprämie."
        ),
        "term:forehand": "Forehand: sits left of the dealer, speaks first and may hold.",
        "term:forehand_anti": "Forehand: sits right of the dealer, speaks first and may hold.",
        "term:forehand_nohold": "Forehand: sits left of the dealer and speaks first.",
        "term:forehand_anti_nohold": "Forehand: sits right of the dealer and speaks first.",
        "term:dealer_anti": (
            "Dealer: deals the cards; after each deal the player on his right deals."
        ),
        "term:declarer": "Declarer: won the auction and plays against the other two.",
        "term:dealer": "Dealer: deals the cards; after each deal the player on his left deals.",
        "term:trumps": "Trumps: the suit that beats every other suit.",
        "term:suit_game": "Suit game: trump game with the talon; the declarer needs 6 tricks.",
    },
    "ru": {
        "guide:title": "Как играть",
        "guide:hide": "Отключить подсказки (снова включить — в настройках)",
        "guide:rung": "«{bid}» ({suit})",
        "guide:auction_first": (
            "Торговля: кто заявит больше всех, играет один против двоих. Заявки растут ровно "
            "на одну ступень: один, два, три, четыре … («С руки» и «Червы» — игры без "
            "прикупа.) С сильными картами и длинной мастью заявляйте, иначе пасуйте — пас "
            "окончательный."
        ),
        "guide:auction_guided": (
            "Торговля: кто заявит больше всех, играет один против двоих. Заявки растут ровно "
            "на одну ступень: один, два, три, четыре … В этой первой сдаче ваших карт хватит: "
            "заявите «один», а если соперник перебьёт — скажите «здесь». Так вы узнаете игру "
            "за разыгрывающего."
        ),
        "guide:auction": (
            "Заявите следующую ступень или спасуйте. Число — самая младшая масть, которую "
            "можно после прикупа назначить козырем: {ladder}. Разыгрывающему потом нужно "
            "взять 6 взяток из 10."
        ),
        "guide:hold": (
            "«Здесь»: первая рука может держать заявку соперника, не повышая её. Тогда "
            "сопернику придётся заявить больше или спасовать. Число в заявке — самая младшая "
            "масть, которую потом можно назначить козырем: {ladder}."
        ),
        "guide:hold_overbid": (
            "«Здесь»: игрок, чью заявку только что перебили, может удержать её, не повышая, "
            "пока в торговле остаются двое. Тогда сопернику придётся заявить больше или "
            "спасовать."
        ),
        "guide:naming": (
            "«С руки»: назовите масть козырей. Если «с руки» заявили несколько игроков, "
            "побеждает старшая масть: червы, бубны, пики, трефы."
        ),
        "guide:hand": (
            "Без прикупа: не глядя в прикуп, можно объявить игру без козырей не ниже своей "
            "заявки — она стоит вдвое. Только с очень надёжными картами; иначе берите прикуп "
            "и играйте как обычно."
        ),
        "guide:nachgehen": (
            "Нахгехен: можно перехватить игру, объявив игру без козырей выше текущей и не "
            "ниже мизера, — со сносом или без него. Спасовав, вы остаётесь вистующим; пас "
            "окончательный."
        ),
        "guide:aces": (
            "Премия за тузов: «ни одного туза» (среди ваших 12 карт, в игре без прикупа — 10) "
            "приносит по 5 очков с каждого вистующего, если вы сыграете, и стоит столько же, "
            "если нет. «Четыре туза» засчитываются, только если вы сыграете."
        ),
        "guide:kontra": (
            "Контра: если вы думаете, что разыгрывающий не сыграет, контра удваивает расчёт "
            "между вами и им — и выигрыш, и проигрыш. Он может ответить реконтрой и удвоить "
            "ещё раз."
        ),
        "guide:rekontra": (
            "Реконтра: если вы уверены в победе, вы удваиваете ещё раз против каждого, кто "
            "сказал контру, — вчетверо."
        ),
        "guide:take_discard": (
            "Снос: две отмеченные карты — снос, который вы взяли. Снесите любые две карты, "
            "затем объявите игру без козырей выше текущей."
        ),
        "guide:auction_no_trump": (
            "Дальше можно заявлять только игры без козырей: на мизере нельзя взять ни одной "
            "взятки, без козыря нужно 6, в дурхмарше все 10. Заявляйте только с подходящими "
            "картами, иначе пасуйте."
        ),
        "guide:talon_bettler": (
            "Прикуп: две отмеченные карты пришли из прикупа. На мизере взятки не нужны: "
            "снесите две старшие карты, которые могли бы взять взятку."
        ),
        "guide:talon_no_trump": (
            "Прикуп: две отмеченные карты пришли из прикупа. Без козырей важны старшие карты "
            "и длинные масти: снесите две одиночные мелкие карты."
        ),
        "guide:discard_free": (
            "У вас нет масти хода и нет козырей: можно сбросить любую карту — ту, что больше "
            "не нужна."
        ),
        "guide:talon": (
            "Прикуп: две отмеченные карты пришли из прикупа. Снесите любые две карты — "
            "хорошо сносить одиночные мелкие карты масти, которая не будет козырной."
        ),
        "guide:announce": (
            "Объявите игру — не ниже своей заявки, обычно в масти, где больше всего козырей. "
            "Нужно взять 6 взяток из 10."
        ),
        "guide:announce_no_trump": (
            "Объявите игру: сейчас доступны только игры без козырей: {games}. На мизере "
            "нельзя взять ни одной взятки, без козыря нужно 6, в дурхмарше все 10; "
            "«открытый» — с открытыми картами."
        ),
        "guide:defence": (
            "Вист или пас: вистующему нужно взять хотя бы 2 взятки, иначе у него недобор. "
            "У спасовавшего недобора не бывает. Со слабыми картами пасуйте."
        ),
        "guide:defence_wait": (
            "Теперь вистующие решают, вистовать ли. Если оба спасуют, разыгрывающий "
            "выигрывает без розыгрыша."
        ),
        "guide:invite": (
            "Приглашение: второй вистующий спасовал. Если пригласить его, он всё же играет, "
            "но его взятки засчитываются вам — тогда нужно 4."
        ),
        "guide:lead": "Ваш заход: можно ходить любой картой. Кто взял взятку, тот заходит.",
        "guide:lead_bettler": (
            "Ваш заход, мизер: нельзя взять ни одной взятки — ходите младшими картами, "
            "которые соперникам придётся перебить."
        ),
        "guide:lead_catch": (
            "Ваш заход против мизера: заставьте разыгрывающего взять взятку — ходите с младшей "
            "в масти, где у него старшие карты."
        ),
        "guide:stichzwang": (
            "Надо перебивать: ходите в масть и берите взятку, если можете, — вистующий даже "
            "у партнёра. Поэтому часть карт недоступна."
        ),
        "guide:trumpfzwang": (
            "Надо козырять: масти хода у вас нет, значит, нужно бить козырем — и перебить "
            "козырь, если он уже лежит во взятке."
        ),
        "guide:follow": "Ходите в масть; недоступными картами ходить нельзя.",
        "guide:result": (
            "Расчёт: таблица показывает, кто выполнил норму, а кто нет, и почему. «Разобрать "
            "сдачу» покажет каждую взятку со всеми картами."
        ),
        "term:geschaeft": (
            "«С руки» (Geschäft): игра без прикупа, козыри называются после торговли. Только "
            "первым словом; перебивает заявки от одного до четырёх."
        ),
        "term:herzpraemie": (
            "«Червы» (Herzprämie): игра без прикупа с козырями-червами и премией 5 очков с "
            "каждого вистующего."
        ),
        "term:hold": "«Здесь»: первая рука держит последнюю заявку, не повышая её.",
        "term:hold_overbid": (
            "«Здесь»: игрок, чью заявку только что перебили, держит её, не повышая, — пока "
            "в торговле остаются двое."
        ),
        "term:pass": "Пас: больше не заявлять; окончательно для этой сдачи.",
        "term:invite": (
            "Приглашение: вистующий возвращает в игру спасовавшего; все взятки защиты "
            "засчитываются пригласившему, которому нужно 4."
        ),
        "term:play_alone": "Один на один: вистовать без приглашения; нужно 2 взятки.",
        "term:defend": "Вист: играть против разыгрывающего; нужно взять 2 взятки.",
        "term:stay_out": "Пас: не вистовать; у спасовавшего недобора не бывает.",
        "term:bettler": "Мизер (Bettler): без козырей не взять ни одной взятки. Цена 10.",
        "term:ouvert": "Открытый мизер (Bettler Ouvert): мизер с открытыми картами. Цена 30.",
        "term:sans": (
            "Без козыря (Sans Atout): взять не меньше 6 взяток без козырей; заходит "
            "вистующий справа. Цена 20."
        ),
        "term:durchmarsch": "Дурхмарш: без козырей взять все 10 взяток. Цена 40.",
        "term:talon": (
            "Прикуп: две закрытые карты. Разыгрывающий берёт их и сносит две карты — кроме "
            "игр без прикупа: «с руки» и «червы»."
        ),
        "term:forehand": "Первая рука: сидит слева от сдающего, говорит первой и может держать.",
        "term:forehand_anti": (
            "Первая рука: сидит справа от сдающего, говорит первой и может держать."
        ),
        "term:forehand_nohold": "Первая рука: сидит слева от сдающего и говорит первой.",
        "term:forehand_anti_nohold": "Первая рука: сидит справа от сдающего и говорит первой.",
        "term:dealer_anti": "Сдающий: раздаёт карты; после каждой сдачи сдаёт сосед справа.",
        "term:declarer": "Разыгрывающий: выиграл торговлю и играет против двоих.",
        "term:dealer": "Сдающий: раздаёт карты; после каждой сдачи сдаёт сосед слева.",
        "term:trumps": "Козыри: масть, которая бьёт любую другую.",
        "term:suit_game": "Мастевая игра: с прикупом; разыгрывающему нужно 6 взяток.",
    },
}
