from conduit.extensions import bcrypt, db

followers_assoc = db.Table(
    "followers_assoc",
    db.Column("follower", db.Integer, db.ForeignKey("userprofile.user_id")),
    db.Column("followed_by", db.Integer, db.ForeignKey("userprofile.user_id")),
)


class User(db.Model):
    __tablename__ = "users"
    id = db.Column(db.Integer, primary_key=True)
    username = db.Column(db.String(80), unique=True, nullable=False)
    email = db.Column(db.String(100), unique=True, nullable=False)
    password = db.Column(db.LargeBinary(128), nullable=True)
    bio = db.Column(db.String(300), nullable=True)
    image = db.Column(db.String(120), nullable=True)

    def set_password(self, password):
        self.password = bcrypt.generate_password_hash(password)

    def check_password(self, value):
        return bcrypt.check_password_hash(self.password, value)


class UserProfile(db.Model):
    __tablename__ = "userprofile"
    id = db.Column(db.Integer, primary_key=True)
    user_id = db.Column(db.Integer, db.ForeignKey("users.id"), nullable=False)
    user = db.relationship(User, backref=db.backref("profile", uselist=False))
    follows = db.relationship(
        "UserProfile", secondary=followers_assoc,
        primaryjoin=user_id == followers_assoc.c.follower,
        secondaryjoin=user_id == followers_assoc.c.followed_by,
        backref="followed_by", lazy="dynamic",
    )

    def is_following(self, profile):
        return bool(self.follows.filter(followers_assoc.c.followed_by == profile.user_id).count())
