"""Données de démonstration — à lancer à la main : python scripts/seed_demo.py

Insère deux articles « exemple » (café, crème brûlée) — jamais exécuté par run.sh 🙅
"""
import asyncio
import os

import asyncpg

DEMO_SQL = """
INSERT INTO articles (slug, title, description, body)
VALUES ('cafe', 'Café', 'Un café serré', 'Noir, sans sucre.'),
       ('creme-brulee', 'Crème brûlée', 'Dessert', 'Caramélisée au chalumeau.')
ON CONFLICT (slug) DO NOTHING
"""


async def main() -> None:
    conn = await asyncpg.connect(os.environ["DATABASE_URL"])
    try:
        await conn.execute(DEMO_SQL)
    finally:
        await conn.close()


if __name__ == "__main__":
    asyncio.run(main())
