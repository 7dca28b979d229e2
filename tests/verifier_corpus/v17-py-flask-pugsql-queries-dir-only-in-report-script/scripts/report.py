"""Print the most used tags (maintenance helper; run by hand)."""
import sys

from conduit import queries
from conduit.app import DB_FILE

if __name__ == "__main__":
    queries.bind(f"sqlite:///{DB_FILE}")
    for row in queries.sql.popular_tags(limit=int(sys.argv[1]) if len(sys.argv) > 1 else 10):
        print(row["name"], row["uses"])
