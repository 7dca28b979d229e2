from app.models import Tag


class TagRepository:
    def all_names(self):
        return [t.name for t in Tag.query.order_by(Tag.name).all()]

    def get_or_new(self, name):
        return Tag.query.filter_by(name=name).first() or Tag(name=name)
