from conduit.models import Tag


class TagRepository:
    def list_names(self):
        return list(Tag.objects.order_by("name").values_list("name", flat=True))
