type Tag = {
    id: string,
    name: string
}