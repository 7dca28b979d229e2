"""Maintenance helper: dump the users table to CSV with pyDAL.

Run by hand (python scripts/export_users.py > users.csv); the server never imports it.
"""
import os
import sys

from pydal import DAL, Field

db = DAL(os.environ["DATABASE_URL"].replace("postgresql://", "postgres://", 1), migrate=False)
db.define_table("users", Field("username"), Field("email"), Field("bio", "text"))

rows = db(db.users.id > 0).select(db.users.username, db.users.email, orderby=db.users.username)
rows.export_to_csv_file(sys.stdout)
