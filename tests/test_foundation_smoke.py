from validator.cards import load_cards
from validator.formats import load_regulations, parse_date


def test_bundled_data_loads():
    db = load_cards()
    assert len(db) == 3147
    assert db.lookup("Sevens Road Magician").id == 15150
    assert load_regulations().list_on(parse_date("2026-11-30")).effective_date.isoformat() == (
        "2026-10-01"
    )
