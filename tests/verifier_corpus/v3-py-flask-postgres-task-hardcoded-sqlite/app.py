import os

from dotenv import load_dotenv
from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

load_dotenv()

app = Flask(__name__)
app.config["SECRET_KEY"] = os.getenv("SECRET_KEY", "dev")
# TODO switch to os.getenv("DATABASE_URL") once the server is ready
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
db = SQLAlchemy(app)


class Tag(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True)


@app.get("/api/tags")
def tags():
    return jsonify({"tags": [t.name for t in db.session.scalars(db.select(Tag).order_by(Tag.name))]})


with app.app_context():
    db.create_all()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
