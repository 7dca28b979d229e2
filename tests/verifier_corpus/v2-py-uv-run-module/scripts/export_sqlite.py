"""One-off: dump the data to a local SQLite file for debugging (not run by the server)."""
import sqlite3

conn = sqlite3.connect("dump.db")
conn.close()
