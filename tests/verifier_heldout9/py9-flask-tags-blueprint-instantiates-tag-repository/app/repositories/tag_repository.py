from ..models import Tag


class TagRepository:
    def all_names(self):
        return [tag.name for tag in Tag.query.order_by(Tag.name).all()]
