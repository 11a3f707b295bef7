"""Long playtests (gauntlets, comparisons) as jobs: kept in SQLite, run by the server."""
