"""Fill a local database with demo rows (run by hand: `make seed`)."""
import os

import psycopg

DEMO_TAGS = ["dragons", "welcome", "introduction"]


def main() -> None:
    with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
        with conn.cursor() as cur:
            for name in DEMO_TAGS:
                cur.execute("INSERT INTO tags (name) VALUES (%s) ON CONFLICT (name) DO NOTHING", (name,))
            cur.execute(
                "INSERT INTO users (username, email, password_hash, bio) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (username) DO NOTHING",
                ("demo", "demo@example.com", "!", "demo account"),
            )
        conn.commit()


if __name__ == "__main__":
    main()
