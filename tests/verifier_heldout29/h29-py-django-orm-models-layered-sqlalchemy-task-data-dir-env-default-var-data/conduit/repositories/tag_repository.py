from conduit.models import Tag


class TagRepository:
    def names(self) -> list[str]:
        return list(Tag.objects.values_list("name", flat=True))

    def get_or_create_many(self, names: list[str]) -> list[Tag]:
        return [Tag.objects.get_or_create(name=n)[0] for n in names]
