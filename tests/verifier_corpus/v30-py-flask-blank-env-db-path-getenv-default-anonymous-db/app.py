import os
import sqlite3
from flask import Flask, g, jsonify, request
from dotenv import load_dotenv

load_dotenv()
DB_PATH = os.getenv("CONDUIT_DB_PATH", os.path.join(os.path.dirname(__file__), "conduit.db"))

app = Flask(__name__)


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.execute("CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT UNIQUE)")
    return g.db


@app.post("/api/users")
def register():
    user = request.get_json()["user"]
    db = get_db()
    cur = db.execute("INSERT INTO users (username, email) VALUES (?, ?)", (user["username"], user["email"]))
    db.commit()
    return jsonify(user={"id": cur.lastrowid, "username": user["username"], "email": user["email"]}), 201
