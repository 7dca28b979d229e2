import os

from peewee import SqliteDatabase

DB_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "conduit.sqlite")
database = SqliteDatabase(DB_FILE, pragmas={"foreign_keys": 1})
