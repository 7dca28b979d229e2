from conduit.models import Tag


class TagRepository:
    def all_names(self) -> list[str]:
        return list(Tag.objects.values_list("name", flat=True))

    def get_or_create_many(self, names: list[str]) -> list[Tag]:
        return [Tag.objects.get_or_create(name=name)[0] for name in dict.fromkeys(names)]
