import sqlite3

from flask import Flask, g, jsonify

app = Flask(__name__)
DB_URI = "file:conduit.db?mode=rwc"


def db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_URI, uri=True)
    return g.db


@app.get("/api/tags")
def tags():
    return jsonify({"tags": [row[0] for row in db().execute("SELECT name FROM tags")]})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
