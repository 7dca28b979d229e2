from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy
from app.config import DATABASE_URL

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = DATABASE_URL
db = SQLAlchemy(app)


class Tag(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(80))


@app.get("/api/tags")
def tags():
    return jsonify(tags=[t.name for t in db.session.scalars(db.select(Tag))])
