def list_tags(*, repo):
    return {"tags": repo.all_names()}
