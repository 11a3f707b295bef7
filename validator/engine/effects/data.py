"""Structured encodings of card effects, keyed by card id (konami_id).

Each entry is authored from the card's printed text and says, in the vocabulary of
`vocabulary.py`, what the card does; the text itself is not stored. `partial: True` marks an
encoding that leaves out part of the text (reported by `rushdeck engine coverage`).

Picks are the choices made on activation (requirement and effect resolve together, no chains);
operations refer to a pick by its index. "send" sends picked cards to the GY (a cost from the
hand or field), "destroy" destroys them.
"""

from __future__ import annotations

from typing import Any

FUSION_SPELL = 16934  # the Spell "Fusion": Fusion Summon with the named materials

ANY_CARD: dict[str, Any] = {"from": "own_hand"}
S_T = {"from": "opp_spelltraps"}
SPELLCASTER = {"race": "Spellcaster"}
DRAGON = {"race": "Dragon"}
MONSTER = {"kind": "monster"}
FIEND = {"race": "Fiend"}
LVL7_CASTER = ("control", {"level_min": 7, **SPELLCASTER})


def _field(*groups: tuple[list[str], int, int]) -> dict[str, Any]:
    """A Field Spell: monsters of these Types on both fields gain (or lose) ATK/DEF."""
    return {
        "kind": "field",
        "auras": [
            {"filter": {"race": races}, "atk": atk, "def": def_} for races, atk, def_ in groups
        ],
    }


def _destroy_spell_trap_if(control: dict[str, Any]) -> dict[str, Any]:
    """Destroy 1 Spell/Trap on the opponent's field while you control a matching monster."""
    return {
        "kind": "spell",
        "cond": [("control", control)],
        "picks": [S_T],
        "ops": [("destroy", 0)],
    }


# The Wai Wai Rush Party Spells (Yugipedia page ids: they have no konami_id), played from a
# player's Spell Card Stand; "your opponent's" means any other player's (docs/RULES.md section 5).
PARTY_SPELLS: dict[int, dict[str, Any]] = {
    1207650: {  # Monster Reborn (party): from your GY, face-up (Attack or Defense Position)
        "kind": "spell",
        "picks": [{"from": "own_gy", "filter": {"kind": "monster"}}],
        "ops": [("summon", 0, "chosen")],
        "positions": True,
    },
    1207651: {  # Pierce! (party)
        "kind": "spell",
        "picks": [{"from": "own_faceup"}],
        "ops": [("pierce", 0)],
    },
    1207652: {  # Princess Cosmos Stirs: +200 ATK and may attack players other than the next
        "kind": "spell",
        "picks": [{"from": "own_faceup"}],
        "ops": [("atk", 0, 200), ("any_player", 0)],
    },
    1207670: {  # Stop Defense (party): any Defense Position monster, own ones included
        "kind": "spell",
        "picks": [{"from": "all_defense"}],
        "ops": [("to_attack", 0)],
    },
    1207671: {  # Card Destruction (party): Monster Cards in hand; the draw may rebuild the Deck
        "kind": "spell",
        "ops": [("renew_hands", {"kind": "monster"})],
    },
    1208675: {  # The Power Up (party)
        "kind": "spell",
        "picks": [{"from": "own_faceup", "filter": {"level_max": 4}}],
        "ops": [("atk", 0, 1000)],
    },
}

ENCODINGS: dict[int, dict[str, Any]] = {
    **PARTY_SPELLS,
    # ------------------------------------------------------------ Maximum Monster pieces
    **{
        piece: {"kind": "continuous", "protect": "opp_trap"}
        for piece in (15898, 15905, 16145, 16322, 16575, 17240, 17666)
    },  # "Maximum Mode: cannot be destroyed by your opponent's Trap Card effects"
    15897: {  # Supreme Machine Magnum Overlord [L]
        "kind": "ignition",
        "cond": [("maximum_mode",), ("lp_lower",)],
        "picks": [ANY_CARD],
        "ops": [("send", 0), ("atk_per", "self", 1, "lp_difference")],
    },
    15899: {  # Supreme Machine Magnum Overlord [R]
        "kind": "ignition",
        "cond": [("maximum_mode",), ("deck_min", 1)],
        "picks": [{"from": "opp_faceup"}],
        "ops": [("mill", 1), ("atk_per", "self", 200, "pick_level")],
    },
    # ---------------------------------------------------------------- monsters (ignition)
    15150: {  # Sevens Road Magician
        "kind": "ignition",
        "cond": [("deck_min", 1)],
        "ops": [("mill", 1), ("atk_per", "self", 300, "gy_attributes")],
    },
    15178: {  # Sevens Road Witch
        "kind": "ignition",
        "picks": [
            ANY_CARD,
            {"from": "own_hand", "filter": {"level_min": 7, "attribute": "DARK", **SPELLCASTER}},
        ],
        "ops": [("send", 0), ("summon", 1, "atk")],
        "partial": True,  # the +400 ATK when it summons Sevens Road Magician is left out
    },
    15155: {  # Mystic Dealer
        "kind": "ignition",
        "picks": [{"from": "own_hand", "filter": {"kind": "monster", **SPELLCASTER}}],
        "ops": [("send", 0), ("draw", 1)],
    },
    15189: {  # Kuribot
        "kind": "ignition",
        "cond": [("own_monsters_max", 1), ("lp_min", 501)],
        "picks": [{"from": "own_gy", "filter": {"ids": [15189]}}],
        "ops": [("pay", 500), ("to_hand", 0)],
    },
    15193: {  # Prima Guitarna the Shining Superstar
        "kind": "ignition",
        "cond": [("lp_min", 1001)],
        "ops": [("pay", 1000), ("atk_per", "own_all", 300, "opp_monsters")],
    },
    15440: {  # Wicked Shadow Dark Lurker
        "kind": "ignition",
        "cond": [("deck_min", 1)],
        "picks": [S_T],
        "ops": [("mill", 1), ("destroy", 0), ("damage", 1000), ("return_self",)],
    },
    15165: {  # Gravity Press Dragon
        "kind": "ignition",
        "picks": [ANY_CARD, {"from": "opp_faceup"}],
        "ops": [("send", 0), ("atk", 1, -700), ("def", 1, -700)],
    },
    15172: {  # Phoenix Dragon
        "kind": "ignition",
        "picks": [
            ANY_CARD,
            {"from": "own_gy", "filter": {"kind": "monster", "level_min": 5, **DRAGON}},
        ],
        "ops": [("send", 0), ("to_hand", 1)],
    },
    15187: {  # Fire Golem
        "kind": "ignition",
        "cond": [("lp_min", 601)],
        "picks": [{"from": "opp_faceup"}],
        "ops": [("pay", 600), ("def", 0, -600)],
    },
    15202: {  # Thunder the Thunder
        "kind": "ignition",
        "picks": [ANY_CARD, {"from": "opp_faceup"}],
        "ops": [("send", 0), ("atk", 1, -300)],
    },
    15201: {  # Sonic Attacker
        "kind": "ignition",
        "ops": [("opp_gain", 1000), ("atk", "self", 1000)],
    },
    15437: {  # Dian Keto the Boogie Master
        "kind": "ignition",
        "picks": [ANY_CARD],
        "ops": [("send", 0), ("gain", 1000)],
    },
    15435: {  # Esperade the Smashing Superstar
        "kind": "ignition",
        "cond": [("lp_max", 1000)],
        "picks": [{"from": "opp_monsters", "n": 2, "upto": True}],
        "ops": [("destroy", 0)],
    },
    15445: {  # Innocent Lancer
        "kind": "ignition",
        "picks": [ANY_CARD],
        "ops": [("send", 0), ("pierce", "self")],
    },
    15434: {  # Romic n' Roller
        "kind": "ignition",
        "cond": [("lp_max", 2000)],
        "ops": [("atk", "opp_all", -500), ("def", "opp_all", -500)],
    },
    15352: {  # Black Dragon's Chick
        "kind": "ignition",
        "picks": [{"from": "own_hand", "filter": {"ids": [15351]}}],
        "ops": [("self_to_gy",), ("summon", 0, "atk")],
    },
    15186: {  # Hilt, the Bearer of Noble Arms
        "kind": "ignition",
        "picks": [{"from": "own_attack", "filter": {"race": "Warrior"}}],
        "ops": [("atk", 0, 600)],
    },
    15562: {  # Silver Wolf
        "kind": "ignition",
        "cond": [("control_other", {"race": "Beast"}), ("deck_min", 1)],
        "picks": [{"from": "opp_faceup"}],
        "ops": [("mill", 1), ("atk", 0, -200), ("def", 0, -200)],
    },
    15198: {  # Battle Shark Samegalon
        "kind": "ignition",
        "picks": [
            {"from": "own_hand", "filter": {"kind": "monster", "attribute": "WATER"}},
            {"from": "opp_defense"},
        ],
        "ops": [("send", 0), ("change_pos", 1)],
    },
    15185: {  # Raidacross, Hero of the Dawn
        "kind": "ignition",
        "picks": [
            {"from": "own_gy", "n": 2, "filter": {"kind": "monster", **SPELLCASTER}},
            {"from": "own_hand", "n": 2, "upto": True, "filter": {"level_max": 5, **SPELLCASTER}},
        ],
        "ops": [("to_deck", 0), ("summon", 1, "atk")],
    },
    15428: {  # Full Meteor Impact
        "kind": "ignition",
        "cond": [("normal_summoned",), ("control_other", {"level_min": 7, **SPELLCASTER})],
        "ops": [("self_to_gy",), ("destroy_all", "opp", "faceup", {"level_min": 6})],
    },
    15426: {  # Sevens Road Mage
        "kind": "ignition",
        "cond": [("deck_min", 1)],
        "picks": [{"from": "opp_faceup", "filter": {"level_min": 7}}],
        "ops": [("mill", 1), ("atk", 0, -400)],
        "partial": True,  # the extra loss while Sevens Road Magician is face-up is left out
    },
    16113: {  # Necromaid Nana
        "kind": "ignition",
        "picks": [
            {"from": "own_gy", "filter": {"kind": "monster", "level_min": 7, "level_max": 7}}
        ],
        "ops": [("self_to_gy",), ("to_deck_bottom", 0), ("draw", 2)],
    },
    16147: {  # Constructor Wyrm Buildragon
        "kind": "ignition",
        "cond": [("field_spell",)],
        "picks": [{"from": "own_gy", "filter": {"race": "Wyrm", "normal": True}}],
        "ops": [("summon", 0, "atk")],
    },
    15190: {  # Dragonic Slayer
        "kind": "ignition",
        "cond": [("control_other", {"level_min": 7, **DRAGON})],
        "picks": [S_T],
        "ops": [("destroy", 0)],
    },
    15164: {  # Multistrike Dragon Dragias
        "kind": "ignition",
        "cond": [("deck_min", 1)],
        "ops": [("mill", 1), ("second_attack", "self", True)],
    },
    15169: {  # Twin Edge Dragon
        "kind": "ignition",
        "picks": [ANY_CARD],
        "ops": [("send", 0), ("second_attack", "self")],
    },
    15800: {  # Illusion Strike Dragon Miragias
        "kind": "ignition",
        "picks": [
            {"from": "own_hand", "filter": {**MONSTER, "level_min": 7, **DRAGON}},
            {"from": "opp_faceup", "n": 2, "upto": True, "filter": {"level_max": 7}},
        ],
        "ops": [("send", 0), ("atk", 1, -1500), ("second_attack", "self", True)],
        "partial": True,  # its second attack may also be a direct one here
    },
    17865: {  # Blue-Fang Burst Dragon
        "kind": "ignition",
        "cond": [("deck_min", 1)],
        "ops": [
            ("mill", 1),
            ("destroy_all", "opp", "faceup", {"atk_max": 1500}),
            ("atk_per", "self", 300, "destroyed"),
        ],
    },
    21591: {  # Winged Dragon of Chaos
        "kind": "ignition",
        "cond": [("summoned",), ("spell_trap_zone_free",)],
        "picks": [{"from": "own_gy", "filter": {"ids": [21597]}}],
        "ops": [("set_spell", 0)],
        "partial": True,  # the draw "if you have not drawn during this Main Phase" is left out
    },
    15188: {  # Whispering Fairy
        "kind": "ignition",
        "picks": [
            ANY_CARD,
            {"from": "opp_gy", "n": 2, "upto": True, "filter": {"kind": "monster"}},
        ],
        "ops": [("send", 0), ("to_deck", 1)],
    },
    15603: {  # Beast Summoner
        "kind": "ignition",
        "cond": [("opp_control", {"level_min": 6})],
        "picks": [
            {
                "from": "own_hand",
                "filter": {
                    "kind": "monster",
                    "level_max": 7,
                    "race": ["Beast", "Beast-Warrior", "Winged Beast"],
                },
            }
        ],
        "ops": [("self_to_gy",), ("summon", 0, "atk")],
    },
    15606: {  # Savage Claw Tiger
        "kind": "ignition",
        "cond": [("deck_min", 1)],
        "ops": [("mill", 1), ("atk_per", "self", 400, "own_high_level")],
    },
    15594: {  # Sea Dragon King Granganus
        "kind": "ignition",
        "cond": [("normal_summoned",)],
        "ops": [("damage_per", 300, "opp_spelltraps")],
    },
    15651: {  # Yurushima Sage
        "kind": "ignition",
        "cond": [("self_attack",)],
        "picks": [{"from": "opp_attack"}],
        "ops": [("change_pos", "self"), ("change_pos", 0), ("def", 0, -600)],
    },
    16334: {  # Gekka the Shadow Flower Beauty
        "kind": "ignition",
        "cond": [("normal_summoned",), ("lp_min", 501)],
        "picks": [
            {"from": "own_gy", "filter": {"attribute": "EARTH", "race": "Plant", "normal": True}}
        ],
        "ops": [("pay", 500), ("to_hand", 0)],
    },
    15665: {  # Royal Rebel's Rocker
        "kind": "ignition",
        "cond": [("normal_summoned",)],
        "picks": [
            {"from": "own_gy", "filter": {"kind": "monster", "level_min": 6, "race": "Fiend"}}
        ],
        "ops": [("to_hand", 0)],
        "partial": True,  # "you cannot attack directly this turn" is left out
    },
    15443: {  # Archfiend's Summoning Flute
        "kind": "ignition",
        "cond": [("own_monsters_max", 1), ("gy_count_min", {"normal": True}, 3)],
        "picks": [{"from": "own_gy", "filter": {"normal": True}}],
        "ops": [("self_to_gy",), ("summon", 0, "def")],
    },
    16607: {  # Dragon Roll the Sushi Fairy
        "kind": "ignition",
        "cond": [("normal_summoned",), ("deck_min", 10)],
        "picks": [{"from": "own_gy", "filter": {**MONSTER, "race": "Fairy"}}],
        "ops": [("to_deck_bottom", 0), ("draw", 1)],
        "partial": True,  # "your Level 6 or lower monsters cannot attack this turn" is left out
    },
    16672: {  # Thunderbold, the Blazing Thunder
        "kind": "ignition",
        "cond": [("normal_summoned",), ("deck_min", 1)],
        "ops": [("mill", 1), ("atk", "self", 300)],
        "partial": True,  # the Special Summon with 4 Level 7 names in the GY is left out
    },
    22627: {  # Meinir the Defiant Soulclad Spirit
        "kind": "ignition",
        "cond": [("normal_summoned",)],
        "picks": [
            {"from": "own_gy", "filter": {"ids": [20640, 20639]}},
            {"from": "own_gy", "filter": {"kind": "spell", "subtype": "ritual"}},
        ],
        "ops": [("self_to_gy",), ("to_hand", 0), ("to_hand", 1)],
    },
    16953: {  # Sevens Road Enchanter
        "kind": "ignition",
        "cond": [("deck_min", 1)],
        "picks": [{"from": "all_faceup", "filter": {"race": "Spellcaster", "not_level": 3}}],
        "ops": [("mill", 1), ("return", 0)],
        "partial": True,  # the draw after returning Sevens Road Magician is left out
    },
    17287: {  # Sevens Road Sorcerer
        "kind": "ignition",
        "picks": [
            {"from": "own_faceup", "n": 3},
            {"from": "own_gy", "filter": {**MONSTER, "level_max": 7, **SPELLCASTER}},
        ],
        "ops": [("send", 0), ("summon", 1, "atk")],
        "partial": True,  # the extra Sevens Road Witch after Sevens Road Magician is left out
    },
    16303: {  # Sevens Road Warlock
        "kind": "ignition",
        "picks": [
            {"from": "own_hand", "filter": {"kind": "trap"}},
            {"from": "own_gy", "filter": {"level_min": 7, "attribute": "DARK", **SPELLCASTER}},
        ],
        "ops": [("send", 0), ("to_hand", 1)],
        "partial": True,  # the second card added after Sevens Road Magician is left out
    },
    19771: {  # Royal Rebel's Elite Amp
        "kind": "ignition",
        "cond": [("gy_count_min", {**MONSTER, **FIEND}, 3)],
        "picks": [{"from": "own_gy", "filter": {"level_min": 5, **FIEND, "def": [0, 2000]}}],
        "ops": [("to_hand", 0)],
        "partial": True,  # the "King's Greed" condition and the attack limit are left out
    },
    23716: {  # Royal Rebel's Great Mixer
        "kind": "ignition",
        "cond": [("normal_summoned",)],
        "picks": [{"from": "own_gy", "filter": {"ids": [19771]}}],
        "ops": [("to_hand", 0)],
        "partial": True,  # the Level increase and the attack limit are left out
    },
    15690: {  # Royal Rebel's Blues
        "kind": "ignition",
        "cond": [("normal_summoned",)],
        "picks": [
            {"from": "own_hand", "filter": {"kind": ["spell", "trap"]}},
            {"from": "own_gy", "filter": {"level_min": 7, **FIEND}},
        ],
        "ops": [("send", 0), ("summon", 1, "def")],
        "partial": True,  # "you can only attack with Fiend Type monsters" is left out
    },
    # ---------------------------------------------------------------------- Normal Spells
    16372: {"kind": "spell", "ops": [("draw", 2)]},  # Pot of Greed
    18398: {"kind": "spell", "ops": [("destroy_all", "both", "monsters")]},  # Dark Hole
    17980: {"kind": "spell", "ops": [("destroy_all", "both", "spelltraps")]},  # Heavy Storm
    21524: {"kind": "spell", "ops": [("destroy_all", "opp", "spelltraps")]},  # Feather Duster
    15227: {"kind": "spell", "ops": [("damage", 200)]},  # Sparks
    15454: {"kind": "spell", "ops": [("gain", 400)]},  # Blue Medicine
    15208: {  # Hammer Crush
        "kind": "spell",
        "picks": [ANY_CARD, S_T],
        "ops": [("send", 0), ("destroy", 1)],
    },
    15161: _destroy_spell_trap_if(SPELLCASTER),  # Magical Stream
    15175: _destroy_spell_trap_if(DRAGON),  # Dragon's Inferno
    16712: _destroy_spell_trap_if({"race": "Machine"}),  # Barrage of Steel
    15160: {  # Wind Spirit's Protection
        "kind": "spell",
        "picks": [ANY_CARD, {"from": "own_faceup", "filter": SPELLCASTER}],
        "ops": [("send", 0), ("atk", 1, 1000)],
    },
    15659: {  # Block Attack
        "kind": "spell",
        "picks": [{"from": "opp_attack"}],
        "ops": [("change_pos", 0)],
    },
    15450: {  # Thousand Knives
        "kind": "spell",
        "cond": [("control", {"ids": [15410]})],
        "picks": [{"from": "opp_monsters"}],
        "ops": [("destroy", 0)],
    },
    15451: {  # Dark Magic Attack
        "kind": "spell",
        "cond": [("control", {"ids": [15410]})],
        "ops": [("destroy_all", "opp", "spelltraps")],
    },
    15204: {  # Pierce!
        "kind": "spell",
        "picks": [{"from": "own_faceup"}],
        "ops": [("pierce", 0)],
    },
    17724: {  # Pot of Avarice
        "kind": "spell",
        "picks": [{"from": "own_gy", "n": 5, "filter": {"kind": "monster"}}],
        "ops": [("to_deck", 0), ("draw", 2)],
    },
    17539: {  # Ghost Cyclone
        "kind": "spell",
        "cond": [("own_monsters_max", 0)],
        "picks": [S_T],
        "ops": [("destroy", 0), ("if", ("gy_monsters_max", 3), ("draw", 1))],
    },
    17211: {  # Magical Stone Excavation
        "kind": "spell",
        "picks": [{"from": "own_hand", "n": 2}, {"from": "own_gy", "filter": {"kind": "spell"}}],
        "ops": [("send", 0), ("to_hand", 1)],
    },
    17723: {  # Recurring Nightmare
        "kind": "spell",
        "picks": [
            {"from": "own_gy", "n": 2, "filter": {"kind": "monster", "attribute": "DARK", "def": 0}}
        ],
        "ops": [("to_hand", 0)],
    },
    15599: {  # Thousand Attack Rocket
        "kind": "spell",
        "cond": [("deck_min", 1)],
        "picks": [{"from": "own_faceup", "filter": {"normal": True, "atk_max": 1000}}],
        "ops": [("mill", 1), ("atk", 0, 1000)],
    },
    15353: {  # Inferno Fire Blast
        "kind": "spell",
        "cond": [("control", {"ids": [15351]})],
        "ops": [("damage", 2400)],
        "partial": True,  # "Red-Eyes Black Dragon cannot attack this turn" is left out
    },
    16767: {  # Monster Reborn
        "kind": "spell",
        "picks": [{"from": "own_gy", "filter": {"kind": "monster"}}],
        "ops": [("summon", 0, "atk")],
        "partial": True,  # only your own GY: control of the opponent's cards is not modelled
    },
    16933: {  # Graceful Charity
        "kind": "spell",
        "cond": [("deck_min", 3)],
        "ops": [("draw", 3), ("discard_random", 2)],
        "partial": True,  # the two cards sent are chosen at random, not by the player
    },
    18393: {  # Saturnius' Orb
        "kind": "spell",
        "cond": [("control", {"level_min": 6, "level_max": 6})],
        "picks": [{"from": "own_hand", "filter": {"kind": "monster"}}],
        "ops": [("send", 0), ("draw", 2)],
    },
    15658: {  # Bonded Bowing
        "kind": "spell",
        "picks": [{"from": "own_attack", "filter": {"level_min": 7, "race": "Warrior"}}],
        "ops": [("change_pos", 0), ("draw", 1)],
    },
    21392: {  # Cyber Variation
        "kind": "spell",
        "cond": [("deck_min", 10)],
        "picks": [{"from": "own_faceup", "filter": {"attribute": "LIGHT", "race": "Machine"}}],
        "ops": [("to_deck_bottom", 0), ("draw", 2)],
        "partial": True,  # "only Machine Special Summons this turn" is left out
    },
    19106: {  # Triangle Ecstasy Spark
        "kind": "spell",
        "cond": [("control", {"ids": [19097]})],
        "picks": [{"from": "own_faceup", "n": 3, "upto": True, "filter": {"attribute": "WIND"}}],
        "ops": [("atk", 0, 600)],
        "partial": True,  # "your opponent cannot activate Trap Cards this turn" is left out
    },
    # ----------------------------------------------------------- continuous monster effects
    19099: {  # Harpie Lady 1
        "kind": "continuous",
        "auras": [{"filter": {"attribute": "WIND"}, "atk": 300}],
        "partial": True,  # its name becoming "Harpie Lady" is left out
    },
    # ------------------------------------------------------------------------ Ritual Spells
    21597: {"kind": "ritual", "materials_from_hand": True},  # Black Magic Ritual
    21855: {"kind": "ritual", "materials_from_hand": True},  # Zera Ritual
    22023: {"kind": "ritual", "materials_from_hand": True},  # Hamburger Recipe
    22239: {"kind": "ritual", "materials_from_hand": True},  # Black Luster Ritual
    22462: {"kind": "ritual", "materials_from_hand": True},  # War-Lion Ritual
    22887: {"kind": "ritual", "materials_from_hand": True},  # Fortress Whale's Oath
    23253: {"kind": "ritual", "materials_from_hand": True},  # Beastly Mirror Ritual
    21598: {"kind": "ritual"},  # Ceremonial Gate
    21703: {"kind": "ritual"},  # Legend Advent
    21856: {"kind": "ritual"},  # Zera Advent
    22024: {"kind": "ritual"},  # Hamburger Fast Recipe
    22028: {"kind": "ritual"},  # Crossroads of Zera
    22454: {"kind": "ritual"},  # Necromaid Stitch
    21702: {"kind": "ritual", "target": {"race": "Thunder"}},  # Plasmatic Model Play
    23063: {"kind": "ritual", "target": {"race": "Fiend"}},  # Rite of Despair
    15229: {  # Darkness Approaches
        "kind": "spell",
        "picks": [{"from": "own_hand", "n": 2}, {"from": "all_faceup"}],
        "ops": [("send", 0), ("facedown", 1)],
    },
    15447: {  # Lullabind
        "kind": "spell",
        "cond": [("control_count", {"race": "Psychic"}, 2)],
        "picks": [{"from": "opp_faceup"}],
        "ops": [("facedown", 0)],
    },
    15561: {  # Road Magic - Flowback
        "kind": "spell",
        "cond": [LVL7_CASTER],
        "picks": [
            {"from": "own_hand", "filter": {"kind": "monster", "attribute": "WATER"}},
            {"from": "opp_monsters"},
        ],
        "ops": [("send", 0), ("return", 1)],
    },
    15206: {  # Road Magic - Explosion
        "kind": "spell",
        "cond": [LVL7_CASTER],
        "picks": [{"from": "own_hand", "filter": {"kind": "monster", "attribute": "FIRE"}}],
        "ops": [("send", 0), ("damage_per", 400, "opp_field_cards")],
    },
    15207: {  # Road Magic - Tempest
        "kind": "spell",
        "cond": [LVL7_CASTER],
        "picks": [
            {"from": "own_hand", "filter": {"kind": "monster", "attribute": "WIND"}},
            {"from": "opp_monsters", "n": 3, "upto": True},
        ],
        "ops": [("send", 0), ("change_pos", 1)],
    },
    15446: {  # Road Magic - Tectonic Shift
        "kind": "spell",
        "cond": [LVL7_CASTER],
        "picks": [
            {"from": "own_hand", "filter": {"kind": "monster", "attribute": "EARTH"}},
            {"from": "opp_faceup"},
        ],
        "ops": [("send", 0), ("atk_per", 1, -1, "gy_max_atk")],
    },
    15452: {  # Blades of Divine Wind
        "kind": "spell",
        "picks": [
            {"from": "own_faceup", "n": 2, "filter": {"normal": True}},
            {"from": "opp_faceup", "filter": {"level_max": 8}},
        ],
        "ops": [("destroy", 0), ("destroy", 1)],
    },
    15582: {  # Burst Breath of Destruction
        "kind": "spell",
        "cond": [("control", {"level_min": 7, "normal": True, **DRAGON})],
        "ops": [("destroy_all", "opp", "faceup", {"level_max": 6})],
    },
    15607: {  # Kuribotriple
        "kind": "spell",
        "picks": [{"from": "own_gy", "n": 3, "filter": {"ids": [15189]}}],
        "ops": [("to_deck", 0), ("draw", 2)],
    },
    18348: {  # Cyber End Dragon
        "kind": "continuous",
        "auras": [{"side": "self", "pierce": True}],
    },
    16172: {  # Grand Extreme
        "kind": "spell",
        "picks": [
            {"from": "own_hand", "filter": {**MONSTER, "race": ["Fish", "Sea Serpent"]}},
            {"from": "opp_gy", "n": 5, "upto": True, "least": 0, "filter": MONSTER},
        ],
        "ops": [("summon", 0, "atk"), ("to_deck", 1)],
    },
    17212: {  # Secret Order
        "kind": "spell",
        "picks": [
            {"from": "own_hand_gy", "filter": {"level_min": 7, "level_max": 7, "normal": True}}
        ],
        "ops": [("summon", 0, "atk"), ("atk", 0, 700)],
        "partial": True,  # its protection from the opponent's Traps is left out
    },
    18368: {  # Excutie Scramble!
        "kind": "spell",
        "picks": [{"from": "own_hand_gy", "filter": {"level_min": 6, "level_max": 6, "def": 500}}],
        "ops": [("summon", 0, "atk")],
        "partial": True,  # "you cannot attack with Level 7 or higher monsters" is left out
    },
    19107: {  # Elegant Egotist
        "kind": "spell",
        "cond": [("control", {"ids": [17342, 19097]})],
        "picks": [{"from": "own_gy", "n": 2, "upto": True, "filter": {"ids": [17342, 19097]}}],
        "ops": [("summon", 0, "atk")],
        "partial": True,  # the limit on attacking weak Attack Position monsters is left out
    },
    17674: {  # Road Magic - Dark Twilight
        "kind": "spell",
        "cond": [LVL7_CASTER],
        "picks": [
            {"from": "own_hand", "filter": {**MONSTER, "attribute": "DARK"}},
            {"from": "opp_faceup"},
        ],
        "ops": [("send", 0), ("destroy", 1)],
    },
    16347: {  # Royal Rebel's Command
        "kind": "spell",
        "picks": [
            {"from": "own_hand", "filter": {**MONSTER, **FIEND}},
            {"from": "own_faceup", "filter": {"attribute": "LIGHT", **FIEND}},
        ],
        "ops": [("send", 0), ("atk", 1, 1000)],
        "partial": True,  # the optional change of battle position is left out
    },
    17322: {  # Royal Rebel's Echo
        "kind": "spell",
        "picks": [
            ANY_CARD,
            {"from": "own_hand_gy", "filter": {"level_max": 7, **FIEND, "def": 0}},
        ],
        "ops": [("to_deck_bottom", 0), ("summon", 1, "atk")],
        "partial": True,  # the extra Fiend added after a Level 7 is left out
    },
    19997: {  # Graceful Dice
        "kind": "spell",
        "ops": [("roll",), ("atk_per", "own_all", 100, "die"), ("def_per", "own_all", 100, "die")],
    },
    # ---------------------------------------------------------------------- Field Spells
    16173: _field((["Warrior", "Beast-Warrior"], 200, 200)),  # Sogen
    15821: _field((["Insect", "Beast", "Plant", "Beast-Warrior"], 200, 200)),  # Forest
    15228: _field((["Dragon", "Winged Beast", "Thunder"], 200, 200)),  # Mountain
    15600: _field((["Dinosaur", "Zombie", "Rock"], 200, 200)),  # Wasteland
    15820: _field(  # Umi
        (["Fish", "Sea Serpent", "Thunder", "Aqua"], 200, 200), (["Machine", "Pyro"], -200, -200)
    ),
    16930: _field((["Fiend", "Spellcaster"], 200, 200), (["Fairy"], -200, -200)),  # Yami
    15449: _field(  # Apocalypse - Beast Gear World
        (["Beast-Warrior", "Fiend", "Machine"], 300, 0),
        (["Dragon", "Spellcaster", "Fairy"], -300, 0),
    ),
    # ---------------------------------------------------------------------- Equip Spells
    18896: {  # Legendary Sword
        "kind": "equip",
        "equip_to": "any_faceup",
        "target": {"race": "Warrior"},
        "auras": [{"atk": 300, "def": 300}],
    },
    18984: {  # The Magical Grace Spear
        "kind": "equip",
        "target": {"race": ["Magical Knight", "Spellcaster"]},
        "auras": [{"atk": 200, "pierce": True}],
        "partial": True,  # the extra Level x 200 for a Magical Knight is left out
    },
    # ------------------------------------------------------------------------------ Traps
    16768: {"kind": "trap", "trigger": "opp_attack", "ops": [("destroy_subject",)]},  # Sakuretsu
    16954: {  # Mirror Force
        "kind": "trap",
        "trigger": "opp_attack",
        "ops": [("destroy_all", "opp", "attack_position")],
    },
    18403: {  # Magic Cylinder
        "kind": "trap",
        "trigger": "opp_attack",
        "ops": [("damage_subject_atk",), ("negate_attack",)],
    },
    19342: {  # Negate Attack
        "kind": "trap",
        "trigger": "opp_attack",
        "ops": [("negate_attack",), ("end_attacks",)],
    },
    15913: {  # Trap Hole
        "kind": "trap",
        "trigger": "opp_summon",
        "cond": [("subject_atk_min", 1000)],
        "ops": [("destroy_subject",)],
    },
    15163: {  # Curtain of Sparks
        "kind": "trap",
        "trigger": "opp_attack",
        "cond": [("gy_has", {"kind": "monster", **SPELLCASTER})],
        "ops": [("atk", "subject", -500)],
    },
    15162: {  # Dark Revelation
        "kind": "trap",
        "trigger": "opp_attack",
        "picks": [{"from": "own_gy", "n": 4, "filter": {"kind": "monster", **SPELLCASTER}}],
        "ops": [("to_deck", 0), ("destroy_all", "opp", "attack_position")],
    },
    18581: {  # Widespread Ruin
        "kind": "trap",
        "trigger": "opp_attack",
        "ops": [("destroy_highest", "attack_position")],
    },
    15210: {  # Counter Cannonball
        "kind": "trap",
        "trigger": "opp_attack",
        "picks": [ANY_CARD],
        "ops": [("send", 0), ("damage_per", 200, "subject_level")],
    },
    15455: {  # Party Time - Disco Ball
        "kind": "trap",
        "trigger": "opp_summon",
        "cond": [("subject_level_min", 5)],
        "picks": [{"from": "own_gy", "filter": {"kind": "monster", "race": "Aqua"}}],
        "ops": [("summon", 0, "atk")],
    },
    15458: {  # Siesta Hold
        "kind": "trap",
        "trigger": "opp_summon",
        "cond": [("subject_level_max", 4), ("subject_alone",)],
        "ops": [("facedown", "subject")],
    },
    15176: {  # Dragon Encounter
        "kind": "trap",
        "trigger": "opp_summon",
        "picks": [{"from": "own_hand", "filter": {"kind": "monster", **DRAGON}}],
        "ops": [("summon", 0, "atk")],
        "partial": True,  # only Normal Summons open a Trap timing; Special Summons do not
    },
}
