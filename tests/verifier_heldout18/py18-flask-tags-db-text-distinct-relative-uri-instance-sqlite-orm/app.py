import os

from flask import Flask, jsonify
from flask_sqlalchemy import SQLAlchemy

app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "sqlite:///conduit.db"
os.makedirs(app.instance_path, exist_ok=True)
db = SQLAlchemy(app)

followers = db.Table(
    "followers",
    db.Column("follower_id", db.Integer, db.ForeignKey("user.id")),
    db.Column("followed_id", db.Integer, db.ForeignKey("user.id")),
)


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    bio = db.Column(db.Text)
    image = db.Column(db.String(255))


class Tag(db.Model):
    __tablename__ = "tags"
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(80), unique=True)


with app.app_context():
    db.create_all()


@app.get("/api/health-check")
def health():
    return jsonify(status="up")


@app.get("/api/tags")
def get_tags():
    rows = db.session.execute(db.text("SELECT DISTINCT name FROM tags ORDER BY name"))
    return jsonify(tags=[r[0] for r in rows])


@app.get("/api/profiles/<username>")
def get_profile(username):
    user = db.first_or_404(db.select(User).filter_by(username=username))
    n = db.session.execute(
        db.text("SELECT COUNT(*) FROM followers WHERE followed_id = :id"), {"id": user.id}
    ).scalar()
    return jsonify(profile={"username": user.username, "bio": user.bio,
                            "image": user.image, "following": False, "followers": n})
