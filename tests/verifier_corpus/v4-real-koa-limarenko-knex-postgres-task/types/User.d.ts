type User = {
    id: string,
    email: string,
    password?: string,
    username?: string,
    name?: string,
    image?: string, 
    bio?: string
}
