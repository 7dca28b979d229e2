from app.db import db

follows = db.Table(
    "follows",
    db.Column("follower_id", db.ForeignKey("user.id"), primary_key=True),
    db.Column("followee_id", db.ForeignKey("user.id"), primary_key=True),
)


class User(db.Model):
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(64), unique=True, nullable=False)
    email = db.Column(db.String(120), unique=True, nullable=False)
    password_hash = db.Column(db.String(256), nullable=False)
    bio = db.Column(db.Text)
    image = db.Column(db.String(256))
    followed = db.relationship(
        "User", secondary=follows,
        primaryjoin=id == follows.c.follower_id,
        secondaryjoin=id == follows.c.followee_id,
        backref="followers",
    )
