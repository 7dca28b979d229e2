type Comments = {
    id: string,
    author: string,
    article: string,
    body: string
}


