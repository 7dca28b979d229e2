from api.extensions import db
from api.models import Tag


class TagRepository:
    def all_names(self):
        return [t.name for t in db.session.scalars(db.select(Tag).order_by(Tag.name))]

    def ensure(self, names):
        existing = {t.name: t for t in db.session.scalars(db.select(Tag).where(Tag.name.in_(names)))}
        for name in names:
            if name not in existing:
                existing[name] = Tag(name=name)
                db.session.add(existing[name])
        db.session.commit()
        return [existing[n] for n in names]
