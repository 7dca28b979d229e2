import configparser
import os

import psycopg2
from flask import Flask, jsonify

config = configparser.ConfigParser()
config.read(os.path.join(os.path.dirname(__file__), "config.ini"))
DB = dict(config["database"])

app = Flask(__name__)


@app.get("/api/tags")
def tags():
    with psycopg2.connect(**DB) as conn, conn.cursor() as cur:
        cur.execute("SELECT name FROM tags")
        return jsonify({"tags": [r[0] for r in cur.fetchall()]})
