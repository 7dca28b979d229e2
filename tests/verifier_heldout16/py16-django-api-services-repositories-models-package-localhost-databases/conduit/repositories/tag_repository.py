from conduit.models import Tag


class TagRepository:
    def all_names(self) -> list[str]:
        return list(Tag.objects.values_list("name", flat=True))

    def get_or_create(self, name: str) -> Tag:
        tag, _ = Tag.objects.get_or_create(name=name)
        return tag
