from conduit.extensions import db


class Tag(db.Model):
    # Flask-SQLAlchemy 3 names the table "tag" itself: no __tablename__ needed
    id = db.Column(db.Integer, primary_key=True)
    name = db.Column(db.String(64), unique=True, nullable=False)
