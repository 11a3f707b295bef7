"""The whole effect language in one place: the structures of an encoding and its vocabularies.

An effect file is a list of encodings, one per card:

```json
{"card": 15150, "name": "Sevens Road Magician",
 "effects": [{"kind": "ignition",
              "condition": [{"cond": "deck_min", "count": 1}],
              "cost": [{"op": "mill", "count": 1}],
              "effect": [{"op": "gain_atk", "target": "self",
                          "amount": {"per": 300, "count": {"counter": "distinct",
                                     "fact": "attribute", "from": "own_gy"}}}]}]}
```

`STRUCTURES` declares every object of an encoding (its fields as `Param`s); the words
(operations, conditions, counters, filter keys) are declared in their own modules. The checker
(`compile.py`), the JSON Schema (`schema.py`) and the README's reference all read these.
"""

from __future__ import annotations

from validator.engine import events, lasting
from validator.engine.effects.amounts import COUNTER_WORDS, TARGET_WORDS
from validator.engine.effects.conditions import CONDITION_WORDS
from validator.engine.effects.declare import (
    AMOUNT,
    ANY_VALUE,
    BOOL,
    CARD,
    CONDITIONS,
    ENUM,
    ENUMS,
    FILTER,
    INT,
    SOURCE,
    STEPS,
    STRUCT,
    STRUCTS,
    TEXT,
    Param,
    opt,
)
from validator.engine.effects.filters import FILTER_KEYS
from validator.engine.effects.operations import OPERATION_WORDS
from validator.engine.effects.picks import RELATED_FACTS, RELATIONS

KINDS = ("ignition", "spell", "trap", "equip", "field", "continuous", "trigger", "fusion", "ritual")
KIND_OF_CARD = {
    "monster": frozenset({"ignition", "continuous", "trigger"}),
    "spell": frozenset({"spell", "equip", "field", "fusion", "ritual", "continuous"}),
    "trap": frozenset({"trap", "continuous"}),
}
"""The effect kinds each kind of card may have."""

WHO = ("own", "opp", "any")
DISTINCT = ("name", "attribute", "race", "level")
_NO_STATIC = {
    lasting.ACTIVATION_LIMIT,
    lasting.ATTACK_LIMIT,
    lasting.ORIGINAL_ATK,
    lasting.END_PHASE,
    lasting.EQUIP_CARD,
    lasting.ATTACKED_BY,
    lasting.EXTRA_ATTACK_ON_KILL_ON_MONSTERS,
    lasting.LENT_TRIBUTE,
    lasting.NO_RITUAL_MATERIAL,
    lasting.NO_FACEDOWN_TRIBUTE,
    lasting.ONLY_ATTACK_EXTREME,
    lasting.INDESTRUCTIBLE_ONCE,
}
STATIC_RULES = tuple(
    sorted(
        (lasting.RULES - _NO_STATIC)
        | {
            lasting.SUMMON_ONLY,
            lasting.LEGEND,
            lasting.DOUBLE_MATERIAL,
            lasting.SUMMON_ATK,
            lasting.SUMMON_GRANT,
        }
        | lasting.PROCEDURES
    )
)
STATIC_SIDES = ("self", "equipped", "own", "opp", "both", "turn")
PROCEDURE_COST_SOURCES = ("own_hand", "own_monsters", "own_faceup", "own_gy")
"""Where the cards a summoning procedure's cost moves come from (`procedure_cost`)."""

STRUCTURES: dict[str, tuple[Param, ...]] = {
    "encoding": (
        Param("card", CARD, "the card's id (konami id)"),
        Param("name", TEXT, "the card's English name, checked against the card database"),
        Param("effects", STRUCTS, "what the card does", struct="effect"),
        opt("partial", TEXT, "", "what the encoding leaves out of the card's text, if anything"),
    ),
    "effect": (
        Param("kind", ENUM, "what sort of effect", choices=KINDS),
        opt(
            "trigger",
            STRUCT,
            None,
            "the event a Trap or triggered effect answers",
            struct="trigger",
        ),
        opt(
            "condition",
            CONDITIONS,
            [],
            "what must hold to activate it (or, for a Trap, at its timing)",
        ),
        opt(
            "picks",
            STRUCTS,
            [],
            "the choices it makes; operations name them by index",
            struct="pick",
        ),
        opt("cost", STEPS, [], "the requirement paid on activation"),
        opt(
            "alternatives",
            STRUCTS,
            [],
            'requirements of which the player meets one on activation ("A, or B"): each its own '
            "condition and cost, besides the effect's `condition` and `cost` (which hold for all)",
            struct="alternative",
        ),
        opt("effect", STEPS, [], "what it does when it resolves"),
        opt(
            "choices",
            STRUCTS,
            [],
            "the effects of a Multi-Choice card, one chosen on activation (instead of `effect`)",
            struct="choice",
        ),
        opt(
            "modifiers",
            STRUCTS,
            [],
            "the changes it makes while in force (Field Spells, Equip Spells, continuous effects)",
            struct="modifier",
        ),
        opt("equip", STRUCT, None, "which monster an Equip Spell equips", struct="equip"),
        opt("ritual", STRUCT, None, "a Ritual Spell's materials", struct="ritual"),
    ),
    "choice": (Param("effect", STEPS, "what this choice does"),),
    "alternative": (
        opt("condition", CONDITIONS, [], "what must hold to meet the requirement this way"),
        opt("cost", STEPS, [], "what is paid to meet it this way"),
    ),
    "pick": (
        Param("from", SOURCE, "where the cards are chosen from"),
        opt("n", INT, 1, "how many", minimum=1),
        opt("upto", BOOL, False, "up to `n`: any count from `min` to n"),
        opt("min", INT, 1, 'the fewest an "up to" pick takes (0: it may take none)', minimum=0),
        opt("filter", FILTER, None, "what the cards must be"),
        opt("not_self", BOOL, False, "never this card itself"),
        opt("distinct", ENUM, "", "the chosen cards differ in this fact", choices=("", *DISTINCT)),
        opt(
            "same",
            ENUM,
            "",
            'the chosen cards share this fact ("2 monsters with the same Type")',
            choices=("", *DISTINCT),
        ),
        opt(
            "highest",
            ENUM,
            "",
            "only the cards with the highest of this stat",
            choices=("", "atk", "def", "level"),
        ),
        opt(
            "lowest",
            ENUM,
            "",
            "only the cards with the lowest of this stat",
            choices=("", "atk", "def", "level"),
        ),
        opt(
            "among",
            ENUM,
            "",
            'only cards this effect has sent to the GY so far by its steps ("from among the '
            'cards sent"), or by its cost ("cost": "the cards sent to the GY to meet the '
            'requirement"), or the materials of its Fusion Summon ("materials": "a monster that '
            'was sent to the GY by this card effect"); they are chosen in the GY. "moved": only '
            'the cards the step before moved, where they are now ("those monsters" among the '
            "cards just drawn)",
            choices=("", "sent", "cost", "materials", "moved"),
        ),
        opt(
            "one_each",
            BOOL,
            False,
            "the chosen cards match different descriptions of the filter's `any_of`, one card "
            'each ("1 A and/or 1 B")',
        ),
        opt(
            "including",
            BOOL,
            False,
            'with `one_each`: a chosen card matches the first description ("3 Galaxy Type '
            'monsters, including a WATER Attribute monster")',
        ),
        opt(
            "relate",
            STRUCT,
            None,
            "only cards whose fact compares so with this card's (or, with `of_pick`, the card "
            'an earlier pick chose), read as the pick is made ("with higher ATK than this card", '
            '"with a lower Level than that monster\'s Level"); none while that card is not a '
            "face-up monster",
            struct="relation",
        ),
        opt(
            "as_many",
            AMOUNT,
            None,
            'instead of `n`: how many, an amount read as the pick is made ("up to [the number '
            'of ...]" for an "up to" pick; exactly that many otherwise: "cards from your hand '
            'equal to [the number of cards drawn by this effect]")',
        ),
        opt(
            "level_at_most",
            AMOUNT,
            None,
            'only cards whose Level is at most this amount, read as the pick is made ("with a '
            'Level equal to or lower than [the total result]"); an optional choice only, or '
            "one whose bound is read from the cost's cards (checked for each way of paying)",
        ),
        opt(
            "total_level_max",
            INT,
            0,
            "the chosen cards' Levels total at most this (\"2 monsters whose total Levels equal "
            '10 or less"); 0: no such bound',
            minimum=0,
        ),
        opt(
            "or_facedown",
            ENUM,
            "",
            "also the face-down cards of the source (face-down monsters, Set Spells/Traps), "
            'whatever `filter` asks of the face-up ones: any ("1 face-up Level 8 or lower '
            "monster or 1 face-down card\"), or only those of the opponent's side, a source of "
            "both sides (opp: \"1 face-up monster on your field or 1 monster on your opponent's "
            'field")',
            choices=("", "any", "opp"),
        ),
        opt(
            "by",
            ENUM,
            "own",
            'who makes the choice: you, or your opponent ("Your opponent chooses 1 card on '
            'their field"; the first in turn order still in the game)',
            choices=("own", "opp"),
        ),
        opt(
            "besides",
            INT,
            -1,
            "an earlier pick, made first, whose cards this one leaves out (as every pick leaves "
            'out the cards the others chose): "1 other card on the field" than the one your '
            "opponent chose; -1: none",
            minimum=-1,
        ),
        opt(
            "within",
            INT,
            -1,
            'an earlier pick, made first, among whose chosen cards this one chooses ("Your '
            'opponent chooses 2 cards on their field, and you shuffle 1 of them into the Deck"); '
            "-1: none",
            minimum=-1,
        ),
        opt(
            "maximum_mode",
            BOOL,
            False,
            'only monsters in Maximum Mode (a source of the field: "1 monster in Maximum Mode on '
            'your field")',
        ),
    ),
    "relation": (
        Param("fact", ENUM, "the chosen card's fact", choices=RELATED_FACTS),
        Param(
            "rel",
            ENUM,
            "how it compares with this card's: the same, lower, higher, or lower or the same",
            choices=tuple(RELATIONS),
        ),
        opt(
            "of_fact",
            ENUM,
            "",
            "the other card's fact it is compared with (the same fact when empty)",
            choices=("", *RELATED_FACTS),
        ),
        opt(
            "of_pick",
            INT,
            -1,
            "the earlier pick (of one face-up monster, never of this pick's cards) whose card it "
            "is compared with; -1: this card",
            minimum=-1,
        ),
        opt(
            "of_any",
            STRUCT,
            None,
            'instead of this card: any card of a source matching a filter, {"from": SOURCE, '
            '"filter": ...} ("with the same Type as a Normal Monster in your GY")',
            struct="cards_of",
        ),
        opt(
            "of_subject",
            BOOL,
            False,
            'instead of this card: the card of the event answered, a face-up monster ("with '
            'ATK less than or equal to that monster", that Summoned monster)',
        ),
    ),
    "cards_of": (
        Param("from", SOURCE, "where the cards are"),
        opt("filter", FILTER, None, "what they must be"),
    ),
    "trigger": (
        Param("event", ENUM, "the event answered", choices=events.KINDS),
        opt(
            "whose",
            ENUM,
            "any",
            "whose card it happened to (or who took damage, drew)",
            choices=WHO,
        ),
        opt("by", ENUM, "any", "whose action or effect caused it", choices=WHO),
        opt(
            "how",
            ENUMS,
            [],
            "how it happened (the event's `how`), any when empty",
            choices=tuple(sorted({h for hows in events.HOW.values() for h in hows})),
        ),
        opt(
            "attacker",
            ENUM,
            "any",
            "for an event of battle (`how` battle): whose monster declared the attack",
            choices=WHO,
        ),
        opt("filter", FILTER, None, "what the card it happened to must be"),
        opt(
            "target_filter",
            FILTER,
            None,
            "what the attacked monster must be (for a destruction by an effect: the card whose "
            "effect destroyed it)",
        ),
        opt("count", INT, 1, 'how many such events one action must raise ("2 or more")', minimum=1),
        opt(
            "was",
            ENUMS,
            [],
            "for a summon, the zones the monster may come from (the event's `was`); for a "
            "destruction, where the card stood: a monster's position (attack, defense, facedown), "
            "the Spell & Trap Zone (szone) or the Field Zone (fzone); for a card sent to the GY, "
            "the hand, Deck or Extra Deck it left (none from the field); any when empty",
            choices=(
                "hand",
                "gy",
                "deck",
                "extra",
                "attack",
                "defense",
                "facedown",
                "szone",
                "fzone",
            ),
        ),
        opt(
            "turn",
            ENUM,
            "any",
            "whose turn it must happen in (your own, an opponent's, any)",
            choices=WHO,
        ),
        opt(
            "or",
            STRUCTS,
            [],
            'further events it answers, each its own timing ("When ..., or when ...")',
            struct="trigger",
        ),
        opt(
            "by_self",
            BOOL,
            False,
            "for a triggered effect answering a destruction by battle: only a monster this "
            "card destroyed (this card, face-up on the field, the other monster of the battle)",
        ),
    ),
    "modifier": (
        Param("rule", ENUM, "what it changes (see lasting rules)", choices=STATIC_RULES),
        opt(
            "value",
            ANY_VALUE,
            None,
            "an amount for atk, def, level; a card id for name; "
            "a Type or Attribute; for indestructible, what destroys it not: battle, effect, "
            "monster/spell/trap/spell_trap (the effects of such cards), opp_effect, "
            "opp_monster/opp_spell/opp_trap/opp_spell_trap (the opponent's); "
            "normal (never Special Summoned), fusion (only Fusion Summoned) or effect (only by the "
            "effect of a card matching `filter`) for summon_only; "
            "defense (in face-up Defense Position only) or none for hand_special; "
            "union (a Union Fusion: the materials go to the bottom of the Deck) or none for "
            "contact_fusion; "
            "faceup (a face-up Tribute only) or none for one_tribute; "
            "the number of Tributes (3 or more) for many_tributes; "
            "the original ATK for procedure_atk (summoned by the card's no_tribute or "
            "one_tribute procedure); "
            "spell, trap or monster (or none: any) for no_activation and no_battle_activation; "
            "gy, hand_gy or extra (only the Special Summons of monsters from there; none: from "
            "anywhere) for no_special_summon; "
            "effect (any card's) or monster (monster effects') for unreturnable, the effects "
            "that cannot return it to the hand, Deck or Extra Deck; "
            "the two material names (card ids) it stands for, for double_material (`filter`: "
            "ids, the one Fusion Monster); "
            "attack (for a Tribute Summon in Attack Position only) or none (nor a Tribute Set) "
            "for untributable; opp (the opponent's Fusion Summons only) or none (anyone's) for "
            "no_fusion_material; the card id of the name this card has as a Fusion Summon's "
            "material, for material_name; "
            "both (neither player takes it) or none (its controller) for "
            "safe_battle; [N, M] for draw_until (the normal draw fills the hand to M cards "
            'where the rules say N); for summon_atk, {"per": N, "of": "atk" or "level"} (N '
            "times the total original ATK or original Level of the monsters its summon used "
            "matching `filter`: its Tributes, or a Fusion Monster's materials) or "
            '{"per": N, "min": K} (N, when at least K of them match); for fewer_tributes, '
            "how many fewer Tributes (1 or 2) than their Level asks; for summon_grant, "
            '{"min": K, "rule": "indestructible" or "extra_attack", "value": ...} (that change '
            "of this card, when at least K of the monsters its summon used match `filter`); "
            "for damage_becomes, the damage it becomes",
        ),
        opt(
            "side",
            ENUM,
            "self",
            "whose monsters (or whose rule); turn: the turn player's monsters",
            choices=STATIC_SIDES,
        ),
        opt(
            "filter",
            FILTER,
            None,
            "which monsters it changes (for one_tribute, many_tributes: what the Tributes must "
            "be; for "
            "double_tribute: what the monster Tribute Summoned must be)",
        ),
        opt(
            "against",
            FILTER,
            None,
            "for indestructible by battle and safe_battle (its controller's): only in battles "
            "with a monster matching it; for no_fusion_material: the Fusion Monsters this card "
            "is never a material of (wherever it is); for pierce: only attacking a monster "
            "matching it; for indestructible by monster effects (monster, opp_monster): only "
            "the effects of monsters matching it",
        ),
        opt(
            "reach",
            ENUM,
            "",
            "for indestructible, unreturnable and no_fusion_material: the cards of the side it "
            "reaches instead "
            "of its face-up monsters: spelltraps (its Spell/Trap Cards), set (its Set "
            "Spell/Trap Cards), faceup_cards (its face-up cards), cards (all its cards), "
            "monsters (its monsters, face-up or face-down)",
            choices=("", *lasting.REACHES),
        ),
        opt(
            "lose",
            BOOL,
            False,
            "for atk and def with a counted value: the monsters lose the amount, not gain it",
        ),
        opt("condition", CONDITIONS, [], "when it is in force"),
        opt(
            "zone",
            ENUM,
            "field",
            "where this card must be (the Extra Deck: a name there only)",
            choices=("field", "hand", "gy", "extra"),
        ),
        opt(
            "cost",
            STRUCT,
            None,
            "for hand_special: what the summon costs, paid as it is made",
            struct="procedure_cost",
        ),
        opt(
            "position",
            ENUM,
            "",
            "for a change of a side's monsters: only those in this battle position (attack: "
            "Attack Position; defense: face-up Defense Position), as they are now",
            choices=("", "attack", "defense"),
        ),
        opt(
            "not_self",
            BOOL,
            False,
            "for a change of a side's monsters: never this card itself (its other monsters)",
        ),
        opt(
            "equipped",
            BOOL,
            False,
            "for a change of a side's monsters: only those equipped with an Equip Spell Card",
        ),
    ),
    "procedure_cost": (
        opt(
            "from",
            ENUM,
            "",
            "where the cards it sends or places come from: your hand (other cards than this "
            "one), your Monster Zones (face-up or face-down), your face-up monsters, your GY; "
            "none when it moves no card",
            choices=("", *PROCEDURE_COST_SOURCES),
        ),
        opt("n", INT, 1, "how many cards", minimum=1),
        opt("filter", FILTER, None, "what the cards must be (by their current facts)"),
        opt(
            "to",
            ENUM,
            "gy",
            "where they go: the GY, or the bottom of their owner's Deck (several: in the order "
            "the player lists them, each below the last)",
            choices=("gy", "deck_bottom"),
        ),
        opt("lp", INT, 0, "the LP it pays", minimum=0),
    ),
    "equip": (
        opt(
            "to",
            ENUM,
            "own_faceup",
            "whose monsters it can equip",
            choices=("own_faceup", "all_faceup"),
        ),
        opt("filter", FILTER, None, "which monsters it can equip"),
    ),
    "ritual": (
        opt("hand", BOOL, False, "monsters in the hand may be materials too"),
        opt("facedown", BOOL, False, "face-down monsters on the field may be materials"),
        opt("filter", FILTER, None, "what every material must be"),
        opt("field", BOOL, True, "monsters on the field may be materials (false: the hand only)"),
        opt(
            "monster",
            FILTER,
            None,
            "the Ritual monsters it summons, described (none: those whose text names the Spell)",
        ),
        opt(
            "hand_filter",
            FILTER,
            None,
            'what every material from the hand must be, besides `filter` ("you cannot use '
            'Effect Monsters in the hand as material")',
        ),
        opt(
            "field_filter",
            FILTER,
            None,
            'what every material from the field must be, besides `filter` ("you cannot use a '
            'monster on your field as material, except "A"")',
        ),
    ),
    "fusion_group": (
        Param(
            "places",
            ENUMS,
            "where these materials come from",
            choices=("hand", "field", "faceup", "gy", "opp_faceup"),
        ),
        opt("filter", FILTER, None, "what each of these materials must be"),
        opt("count", INT, 1, "how many of them", minimum=1),
        opt("more", BOOL, False, '`count` or more of them ("1 or more Dragon Type monsters")'),
    ),
}

AMOUNT_DOC = 'an integer, or {"per": N, "count": COUNTER}: N times a counted quantity'
TARGET_DOC = (
    "one of "
    + ", ".join(f'"{t}"' for t in TARGET_WORDS)
    + ', {"pick": K} (the cards of pick K), {"all": {"from": SOURCE, "filter": ...}} (with'
    + ' "highest": atk, def or level, only those with the highest of it; with "relate": a'
    + " relation, only those comparing so with this card or the card of an earlier pick;"
    + ' with "except": {"pick": K}, all but the card pick K chose of them) or'
    + ' {"and": [TARGET, ...]} (the cards of several targets together)'
)

VOCABULARIES = (OPERATION_WORDS, CONDITION_WORDS, COUNTER_WORDS, FILTER_KEYS)
