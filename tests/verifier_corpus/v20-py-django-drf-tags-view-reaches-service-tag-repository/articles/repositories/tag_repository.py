from articles.models import Tag


class TagRepository:
    def all_names(self):
        return list(Tag.objects.order_by("name").values_list("name", flat=True))
